import { Modal } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { NewsletterSignupForm } from './FooterNewsletter';

/** Props of {@link NewsletterModal}. */
export interface NewsletterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The newsletter modal of spec §2: the footer's sign-up in a dialog, its answer said in the
 * dialog's live region. Loaded lazily, only when a page is opened to show it.
 */
export default function NewsletterModal({ open, onOpenChange }: NewsletterModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={translate('newsletter.title')}
      description={translate('newsletter.description')}
      labels={{ close: translate('navigation.close') }}
      className="newsletter-modal"
    >
      <NewsletterSignupForm id="newsletter-modal" headingLevel="none" withDescription={false} />
    </Modal>
  );
}
