import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header by its lower-case name, as sent (e.g. list-unsubscribe). */
  headers: Record<string, string>;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** How many mails this address has received so far. */
  countTo(address: string): number;
  /** The mail number `index` (0-based) to this address, waiting for it if needed. */
  waitForMail(address: string, index: number, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server that keeps every message, decoded (bodies are quoted-printable on the wire).
 * Listens on `port`, or on a free one by default.
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const waiting: { address: string; resolve: (mail: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          const mail = {
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
          };
          mails.push(mail);
          for (const w of waiting.filter((w) => w.address === mail.to)) w.resolve(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    countTo: (address) => mails.filter((m) => m.to === address).length,
    waitForMail(address, index, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail #${index} to ${address}`)), timeoutMs);
        const check = () => {
          const found = mails.filter((m) => m.to === address)[index];
          if (!found) return false;
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        if (!check()) waiting.push({ address, resolve: () => void check() });
      });
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The oobCode of the /google/action link in a mail. */
export function actionCode(mail: CapturedMail): { mode: string; code: string } {
  const link = mail.text.match(/https?:\/\/\S+\/google\/action\?\S+/)?.[0];
  if (!link) throw new Error(`no action link in: ${mail.text}`);
  const url = new URL(link);
  return { mode: url.searchParams.get('mode') ?? '', code: url.searchParams.get('oobCode') ?? '' };
}
