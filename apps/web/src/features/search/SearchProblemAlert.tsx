import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import type { SearchProblem } from './search-errors.ts';
import { searchProblemText } from './search-problem-text.ts';

type MessageProblem = Extract<SearchProblem, { kind: 'message' }>;

/** A failed search, spelled out under the search box; 'Back to Home' clears it (docs/product-rules.md#messages). */
export function SearchProblemAlert({ problem, onReset }: { problem: MessageProblem; onReset: () => void }) {
  const t = useT();
  const say = (text: string) => searchProblemText(text, t);
  return (
    <div
      role="alert"
      data-testid="search-problem"
      className="flex flex-col items-start gap-2 rounded-lg border border-border bg-danger-bg p-4"
    >
      {problem.heading ? <p className="font-semibold text-danger">{say(problem.heading)}</p> : null}
      <p className="text-danger">{say(problem.text)}</p>
      {problem.advice ? <p className="text-sm text-fg">{say(problem.advice)}</p> : null}
      {problem.canReset ? (
        <button type="button" className={buttonStyles.secondary} onClick={onReset}>
          {t('common.backHome')}
        </button>
      ) : null}
    </div>
  );
}
