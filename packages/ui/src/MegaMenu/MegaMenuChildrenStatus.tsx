/** Texts of a menu whose sub-items load on demand (see `MegaMenuItem.hasChildren`). */
export interface MegaMenuChildrenLabels {
  /** Shown while an entry's sub-items load (for example `'Laster menyen …'`). */
  loading?: string;
  /** Shown when they could not be loaded (for example `'Vi kunne ikke hente menyen.'`). */
  loadFailed?: string;
  /** The button that tries again (for example `'Prøv igjen'`). */
  retry?: string;
}

/** Props of {@link MegaMenuChildrenStatus}. */
export interface MegaMenuChildrenStatusProps {
  /** Whether loading failed (else it is under way). */
  failed: boolean;
  labels: MegaMenuChildrenLabels;
  onRetry: () => void;
}

/**
 * In place of an entry's sub-items while they load: a polite status line, or after a failure the
 * reason as an alert and a retry button. Shared by the {@link MegaMenu}'s panels and the
 * {@link MobileMenu}'s lists; one line high, so the content that replaces it grows downwards only.
 */
export function MegaMenuChildrenStatus({ failed, labels, onRetry }: MegaMenuChildrenStatusProps) {
  if (failed) {
    return (
      <div className="ap-mega-menu__status" data-state="error">
        <p role="alert">{labels.loadFailed}</p>
        <button type="button" className="ap-mega-menu__retry" onClick={onRetry}>
          {labels.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="ap-mega-menu__status" data-state="loading">
      <span className="ap-mega-menu__spinner" aria-hidden="true" />
      <p role="status">{labels.loading}</p>
    </div>
  );
}
