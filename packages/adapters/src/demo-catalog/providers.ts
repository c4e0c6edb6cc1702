import type { OfferType } from '@reelatlas/contracts';

/**
 * Streaming services the demo catalog spreads titles over. Names are TMDb watch-provider names, so
 * the UI's popular/other grouping and provider logos line up with live TMDb data. Country
 * footprints are the ones TMDb/JustWatch listed for each service (snapshot of about 2023); demo
 * offers are only ever generated inside them.
 */
export interface DemoProvider {
  name: string;
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
  /** The kinds of offer the service really makes; transactional stores carry prices. */
  offerTypes: readonly OfferType[];
  /** Where a visitor can look the title up on that service. */
  titleLink(title: string): string;
}

const q = encodeURIComponent;

/** Services whose public search URL takes the query as a parameter. */
function search(prefix: string, suffix = ''): (title: string) => string {
  return (title) => `${prefix}${q(title)}${suffix}`;
}

/** Services without a stable public search URL: send the visitor to the service itself. */
function home(url: string): () => string {
  return () => url;
}

const SUBSCRIPTION: readonly OfferType[] = ['subscription'];
const RENT_BUY: readonly OfferType[] = ['rent', 'buy'];

// Footprints are written as space-separated codes to keep this table readable; split once at load.
const table: ReadonlyArray<readonly [string, readonly OfferType[], string, (title: string) => string]> = [
  [
    'Netflix',
    SUBSCRIPTION,
    'AD AE AG AL AR AT AU BA BB BE BG BH BM BO BR BS CA CH CI CL CO CR CU CV CZ DE DK DO DZ EC EE EG ES FI FJ FR GB GF GG GH GI GQ GR GT HK HN HR HU ID IE IL IN IQ IS IT JM JO JP KE KR KW LB LC LI LT LV LY MA MC MD MK MT MU MX MY MZ NE NG NL NO NZ OM PA PE PF PH PK PL PS PT PY QA RO RS SA SC SE SG SI SK SM SN SV TC TH TN TR TT TW TZ UG US UY VE YE ZA ZM',
    search('https://www.netflix.com/search?q='),
  ],
  [
    // TMDb splits Prime Video into two provider ids (primevideo.com and the local Amazon stores);
    // the footprint here is their union, as both show under this one name.
    'Amazon Prime Video',
    SUBSCRIPTION,
    'AD AE AG AL AR AT AU BA BB BE BG BH BM BO BR BS CA CH CI CL CO CR CU CV CZ DE DK DO DZ EC EE EG ES FI FJ FR GB GF GG GH GI GQ GR GT HK HN HR HU ID IE IL IN IQ IS IT JM JO JP KE KR KW LB LC LI LT LV LY MA MC MD MK MT MX MY MZ NE NG NL NO NZ OM PA PE PF PH PK PL PS PT PY QA RO RS SA SC SE SG SI SK SM SN SV TC TH TN TR TT TW TZ UG US UY VA VE YE ZA ZM',
    search('https://www.primevideo.com/search?phrase='),
  ],
  [
    'Disney Plus',
    SUBSCRIPTION,
    'AD AL AR AT AU BA BE BG BO BR CA CH CL CO CR CZ DE DK DO EC EE ES FI FR GB GR GT HK HN HR HU IE IS IT JP KR LI LT LV MK MT MX NL NO NZ PA PE PH PL PT PY RO RS SE SG SI SK SM SV TR TW US UY VE ZA',
    home('https://www.disneyplus.com/'),
  ],
  [
    'Apple TV Plus',
    SUBSCRIPTION,
    'AE AR AT AU BE BG BO BR CA CH CL CO CR CV CZ DE DK EC EE EG ES FI FR GB GH GR GT HK HN HU ID IE IL IN IT JP KR LT LV MU MX MY MZ NL NO NZ PA PE PH PL PT PY RU SA SE SG SI SK TH TW UG US VE ZA',
    search('https://tv.apple.com/search?term='),
  ],
  [
    'HBO Max',
    SUBSCRIPTION,
    'AR BA BB BG BO BR BS CL CO CR CZ DK DO EC ES FI GF GT HN HR HU JM MD MK MX NL NO PA PE PL PT PY RO RS SE SI SK SV TT US UY VE',
    home('https://www.hbomax.com/'),
  ],
  ['Hulu', SUBSCRIPTION, 'JP US', search('https://www.hulu.com/search?q=')],
  [
    'Paramount Plus',
    SUBSCRIPTION,
    'AR AT AU BO BR CA CH CL CO CR DE DK DO EC FI FR GB GT HN IE IT MX NO PE PY SE SV US UY VE',
    home('https://www.paramountplus.com/'),
  ],
  ['Peacock Premium', SUBSCRIPTION, 'US', home('https://www.peacocktv.com/')],
  [
    'YouTube',
    RENT_BUY,
    'AU CA DE FR GB IN PL PT US',
    search('https://www.youtube.com/results?search_query='),
  ],
  [
    'Crunchyroll',
    SUBSCRIPTION,
    'AD AE AG AL AR AT AU BA BB BE BG BH BM BO BR BS CA CH CI CL CO CR CV CZ DE DK DO DZ EC EE EG ES FI FJ FR GB GF GG GH GI GQ GR GT HK HN HR HU ID IE IL IN IQ IS IT JM JO JP KE KR KW LB LC LI LT LV LY MA MC MD MK MT MU MX MY MZ NE NG NL NO NZ OM PA PE PF PH PL PS PT PY QA RO RS RU SA SC SE SG SI SK SM SN SV TC TH TN TR TT TW UG US UY VE XK YE ZA ZM',
    search('https://www.crunchyroll.com/search?q='),
  ],
  [
    'MUBI',
    SUBSCRIPTION,
    'AD AE AG AL AR AT AU BA BB BE BG BH BM BO BR BS CA CH CI CL CO CR CU CV CZ DE DK DO DZ EC EE EG ES FI FJ FR GB GF GG GH GI GQ GR GT HK HN HR HU ID IE IL IN IQ IS IT JM JO JP KE KR KW LB LC LI LT LV LY MA MC MD MK MT MU MX MY MZ NE NG NL NO NZ OM PA PE PF PH PK PL PS PT PY QA RO RS RU SA SC SE SG SI SK SM SN SV TC TH TN TR TT TW TZ UG US UY VA VE YE ZA ZM',
    search('https://mubi.com/en/search/films?query='),
  ],
  [
    'Apple TV',
    RENT_BUY,
    'AE AR AT AU BE BG BO BR CA CH CL CO CR CV CZ DE DK EC EE EG ES FI FR GB GH GR GT HK HN HU ID IE IL IN IT JP LT LV MU MX MY MZ NL NO NZ PE PH PL PT PY RU SA SE SG SI SK TH TR TW UG US VE ZA',
    search('https://tv.apple.com/search?term='),
  ],
  [
    'Google Play Movies',
    RENT_BUY,
    'AE AR AT AU BE BO BR CA CH CL CO CR CZ DE DK EC EE EG ES FI FR GB GR GT HK HN HR HU ID IE IN IS IT JP KR LT LV MX MY NL NO NZ PE PH PL PT PY RU SA SE SG SK TH TR TW TZ US VE ZA',
    search('https://play.google.com/store/search?q=', '&c=movies'),
  ],
  [
    'Amazon Video',
    RENT_BUY,
    'AT AU BR CA DE ES FR GB IN IT JP MX NL US',
    search('https://www.amazon.com/s?i=instant-video&k='),
  ],
  [
    'Microsoft Store',
    RENT_BUY,
    'AT AU BR CA CH DE DK ES FI FR GB IE IT JP MX NL NO NZ SE US',
    search('https://apps.microsoft.com/search?query='),
  ],
  [
    'Rakuten TV',
    RENT_BUY,
    'AL AT BA BE CH DE DK ES FI FR GB IE IT MK MT NL NO PT RS SE SI',
    home('https://www.rakuten.tv/'),
  ],
  ['Vudu', RENT_BUY, 'US', home('https://www.vudu.com/')],
  [
    'Pluto TV',
    ['ads'],
    'AR AT BO BR CA CH CL CO CR CZ DE DK DO EC ES FR GB GT HN IT MX NO PA PE PY SE SV US UY VE',
    home('https://pluto.tv/'),
  ],
  ['Tubi TV', ['free'], 'AU CA IN MX US', search('https://tubitv.com/search/')],
  ['Viaplay', SUBSCRIPTION, 'CA DK EE FI GB IS LT LV NL NO PL SE US', home('https://viaplay.com/')],
  [
    'SkyShowtime',
    SUBSCRIPTION,
    'AD AL BA BG CZ DK ES FI HR HU MK NL NO PL PT RO RS SE SI SK XK',
    home('https://www.skyshowtime.com/'),
  ],
  ['Starz', SUBSCRIPTION, 'AR BR CL CO DE ES FR GB IE IT MX NL US', home('https://www.starz.com/')],
  [
    'Zee5',
    SUBSCRIPTION,
    'AD AE AG AL BA BB BH BM BO BS CI CR CU CV DO DZ EG FJ GF GG GH GI GQ GT HK HN HR IL IN IQ IS JM JO KE KW LB LC LI LY MA MC MD MK MT MU MY MZ NE NG OM PA PF PK PS PY QA RS SA SC SG SI SK SM SN SV TC TN TT TW TZ UG UY VA YE ZM',
    home('https://www.zee5.com/'),
  ],
  [
    // Viki, iQIYI and ViX each run a free tier with ads beside the paid one.
    'Rakuten Viki',
    ['subscription', 'ads'],
    'AD AL BA BB BH BM BS CA CI DE DO DZ EG GF GI HK HR IL IQ IS JM JO KW LB LI LY MA MC MD MK MT NE NG OM PA PS QA RS SA SI SK SM SV TN TW TZ US UY YE',
    search('https://www.viki.com/search?q='),
  ],
  [
    'iQIYI',
    ['subscription', 'ads'],
    'AD AL BA BB BH BM BS CA CI DO DZ EG GF GI HK HR IL IQ IS JM JO KW LB LI LY MA MC MD MK MT NE NG OM PA PS QA RS SA SI SK SM SV TN TW TZ US UY YE',
    search('https://www.iq.com/search?query='),
  ],
  [
    'VIX',
    ['subscription', 'ads'],
    'AR BB BH BM BO BR BS CA CH CI CO CR DO DZ EC EG ES GF GI GT HK HN HR IS JM JO KW LI LY MA MC MD MX NE NG OM PA PE PT PY QA SA SK SM SV TN TW US UY VE YE',
    home('https://vix.com/'),
  ],
  [
    'Star Plus',
    SUBSCRIPTION,
    'AR BO BR CL CO CR DO EC GT HN MX PA PE PY SV UY VE',
    home('https://www.starplus.com/'),
  ],
  [
    'ShowMax',
    SUBSCRIPTION,
    'CI DZ GH GQ KE LY MU MZ NE NG SC SN TZ UG ZA ZM',
    home('https://www.showmax.com/'),
  ],
  ['Hotstar', SUBSCRIPTION, 'GB ID IN MY TH', home('https://www.hotstar.com/')],
  ['Viu', SUBSCRIPTION, 'HK ID MY PH TH', home('https://www.viu.com/')],
  ['Claro video', ['subscription', 'rent'], 'AR BR CL CO EC MX PE', home('https://www.clarovideo.com/')],
  ['Movistar Play', SUBSCRIPTION, 'AR CL CO EC MX PE', home('https://www.movistarplay.com/')],
  ['DIRECTV GO', SUBSCRIPTION, 'AR CL CO MX PE UY', home('https://www.directvgo.com/')],
  ['Stan', SUBSCRIPTION, 'AU', home('https://www.stan.com.au/')],
  ['BINGE', SUBSCRIPTION, 'AU', home('https://binge.com.au/')],
  ['Crave', SUBSCRIPTION, 'CA', home('https://www.crave.ca/')],
  ['BBC iPlayer', ['free'], 'GB', search('https://www.bbc.co.uk/iplayer/search?q=')],
  ['All 4', ['ads'], 'GB IE', home('https://www.channel4.com/')],
  ['Now TV', SUBSCRIPTION, 'GB IE IT', home('https://www.nowtv.com/')],
  ['Sky Go', SUBSCRIPTION, 'AT DE GB IE IT', home('https://www.sky.com/watch/sky-go')],
  ['Canal+', SUBSCRIPTION, 'CH FR', home('https://www.canalplus.com/')],
  ['Videoland', SUBSCRIPTION, 'NL', home('https://www.videoland.com/')],
  ['Joyn', ['ads'], 'DE', home('https://www.joyn.de/')],
  ['RTL+', SUBSCRIPTION, 'AT DE', home('https://plus.rtl.de/')],
  ['Movistar Plus', SUBSCRIPTION, 'ES', home('https://www.movistarplus.es/')],
  ['Filmin', SUBSCRIPTION, 'ES PT', home('https://www.filmin.es/')],
  ['Globoplay', SUBSCRIPTION, 'BR', home('https://globoplay.globo.com/')],
  ['U-NEXT', SUBSCRIPTION, 'JP', home('https://video.unext.jp/')],
  ['wavve', SUBSCRIPTION, 'KR', home('https://www.wavve.com/')],
  ['Watcha', SUBSCRIPTION, 'KR', home('https://watcha.com/')],
];

export const DEMO_PROVIDERS: readonly DemoProvider[] = table.map(
  ([name, offerTypes, countries, titleLink]) => ({
    name,
    countries: countries.split(' '),
    offerTypes,
    titleLink,
  }),
);

const byName = new Map(DEMO_PROVIDERS.map((provider) => [provider.name, provider]));

export function findDemoProvider(name: string): DemoProvider | undefined {
  return byName.get(name);
}
