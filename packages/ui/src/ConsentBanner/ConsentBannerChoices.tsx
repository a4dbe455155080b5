import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import type { ConsentBannerChoice, ConsentBannerLabels } from './ConsentBanner';

/** Props of {@link ConsentBannerChoices}. */
export interface ConsentBannerChoicesProps {
  labels: ConsentBannerLabels;
  /** The categories ticked so far. */
  draft: ConsentBannerChoice;
  onDraftChange: (draft: ConsentBannerChoice) => void;
  onSave: (choice: ConsentBannerChoice) => void;
  onAcceptAll: () => void;
}

/**
 * The {@link ConsentBanner}'s choose view: necessary cookies (always on), statistics and marketing
 * as checkboxes, then save, or accept all after all.
 */
export function ConsentBannerChoices({
  labels,
  draft,
  onDraftChange,
  onSave,
  onAcceptAll,
}: ConsentBannerChoicesProps) {
  return (
    <form
      className="ap-consent-banner__choices"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <Checkbox label={labels.necessary} hint={labels.necessaryHint} checked disabled />
      <Checkbox
        label={labels.statistics}
        hint={labels.statisticsHint}
        checked={draft.statistics}
        onChange={(event) => onDraftChange({ ...draft, statistics: event.target.checked })}
      />
      <Checkbox
        label={labels.marketing}
        hint={labels.marketingHint}
        checked={draft.marketing}
        onChange={(event) => onDraftChange({ ...draft, marketing: event.target.checked })}
      />
      <div className="ap-consent-banner__actions">
        <Button type="submit">{labels.save}</Button>
        <Button variant="secondary" onClick={onAcceptAll}>
          {labels.acceptAll}
        </Button>
      </div>
    </form>
  );
}
