import { DialogFrame, type DialogFrameProps } from '../internal/DialogFrame';

/** Texts of {@link Modal}. */
export interface ModalLabels {
  /** Accessible name of the close button (for example `'Lukk'`). */
  close: string;
}

/** Props of {@link Modal}. */
export interface ModalProps extends DialogFrameProps {
  labels: ModalLabels;
  /** Width of the panel. Defaults to `md`. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A centred dialog (login, newsletter), built on Radix Dialog: focus is trapped inside and
 * returned to the opener, the page does not scroll, Escape closes it, and so does a click
 * outside unless `persistent`. Controlled with `open` + `onOpenChange`, or uncontrolled with
 * `defaultOpen` and a `trigger`. The panel carries `data-state="open"` or `"closed"`.
 *
 * @example
 * ```tsx
 * <Modal open={loginOpen} onOpenChange={setLoginOpen} title="Logg inn" labels={{ close: 'Lukk' }}>
 *   <LoginForm />
 * </Modal>
 * ```
 */
export function Modal({ labels, size = 'md', ...frameProps }: ModalProps) {
  return (
    <DialogFrame {...frameProps} block="ap-modal" modifiers={[size]} closeLabel={labels.close} />
  );
}
