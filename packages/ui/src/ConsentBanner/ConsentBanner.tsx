import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { joinClassNames } from '../internal/joinClassNames';
import { ConsentBannerChoices } from './ConsentBannerChoices';
import { useConsentBannerSheet } from './useConsentBannerSheet';

/** The optional cookie categories of a {@link ConsentBanner}; necessary cookies are always on. */
export interface ConsentBannerChoice {
  statistics: boolean;
  marketing: boolean;
}

/** Texts of {@link ConsentBanner}. */
export interface ConsentBannerLabels {
  title: string;
  description: string;
  acceptAll: string;
  necessaryOnly: string;
  /** The button that shows the categories to choose from. */
  choose: string;
  /** The button that saves the categories ticked. */
  save: string;
  necessary: string;
  necessaryHint: string;
  statistics: string;
  statisticsHint: string;
  marketing: string;
  marketingHint: string;
}

/** Props of {@link ConsentBanner}: a `<section>`'s props plus the texts and the three answers. */
export interface ConsentBannerProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** Whether the banner shows. */
  open: boolean;
  labels: ConsentBannerLabels;
  /** The choice made earlier, ticked when the categories are shown; none ticked without it. */
  choice?: ConsentBannerChoice | null;
  /** Accept all cookies. */
  onAcceptAll: () => void;
  /** Only necessary cookies. */
  onNecessaryOnly: () => void;
  /** Save the categories ticked. */
  onSave: (choice: ConsentBannerChoice) => void;
  /** More about cookies, such as a link to the privacy page; shown under the description. */
  moreInfo?: ReactNode;
  /** What shows when the banner opens: the three answers (default) or the categories. */
  defaultView?: 'summary' | 'choose';
}

const noChoice: ConsentBannerChoice = { statistics: false, marketing: false };

/**
 * The cookie-consent banner: a sheet along the bottom of the screen with accept all, only
 * necessary, and choose (the statistics and marketing categories as checkboxes, then save).
 *
 * It is a non-modal dialog: the page stays usable and focus is not trapped. A spacer of the
 * sheet's height follows it in the page, so the page scrolls far enough that nothing stays
 * hidden behind the sheet (on a phone, the checkout's place-order button). Opened after the first
 * render (from a footer link), it takes focus; shown at page load, it leaves focus where it is.
 * The root carries `data-view` (`summary` or `choose`).
 */
export function ConsentBanner({
  open,
  labels,
  choice,
  onAcceptAll,
  onNecessaryOnly,
  onSave,
  moreInfo,
  defaultView = 'summary',
  className,
  ...sectionProps
}: ConsentBannerProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [view, setView] = useState(defaultView);
  const [draft, setDraft] = useState<ConsentBannerChoice>(choice ?? noChoice);
  // Each opening starts on `defaultView` with the earlier choice ticked (derived while rendering).
  const [renderedOpen, setRenderedOpen] = useState(open);
  if (renderedOpen !== open) {
    setRenderedOpen(open);
    if (open) {
      setView(defaultView);
      setDraft(choice ?? noChoice);
    }
  }
  const { sheetRef, height } = useConsentBannerSheet(open);

  if (!open) return null;

  const showChoices = () => {
    setDraft(choice ?? noChoice);
    setView('choose');
  };

  return (
    <>
      <div className="ap-consent-banner__spacer" style={{ height }} aria-hidden="true" />
      <section
        {...sectionProps}
        ref={sheetRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={joinClassNames('ap-consent-banner', className)}
        data-view={view}
      >
        <div className="ap-consent-banner__inner">
          <h2 id={titleId} className="ap-consent-banner__title">
            {labels.title}
          </h2>
          <p id={descriptionId} className="ap-consent-banner__description">
            {labels.description}
          </p>
          {moreInfo ? <div className="ap-consent-banner__more">{moreInfo}</div> : null}
          {view === 'choose' ? (
            <ConsentBannerChoices
              labels={labels}
              draft={draft}
              onDraftChange={setDraft}
              onSave={onSave}
              onAcceptAll={onAcceptAll}
            />
          ) : (
            <div className="ap-consent-banner__actions">
              <Button onClick={onAcceptAll}>{labels.acceptAll}</Button>
              <Button variant="secondary" onClick={onNecessaryOnly}>
                {labels.necessaryOnly}
              </Button>
              <Button variant="ghost" onClick={showChoices}>
                {labels.choose}
              </Button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
