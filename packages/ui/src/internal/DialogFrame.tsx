import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from './joinClassNames';

/** Props shared by the Modal and the Sidebar, both Radix dialogs. */
export interface DialogFrameProps {
  /** Whether the dialog is open, when controlled. */
  open?: boolean;
  /** Whether the dialog starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, outside click, close button, trigger). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** A sentence under the title, read out as the dialog's description. */
  description?: string;
  /** Keep the dialog open on an outside click; Escape and the close button still close it. */
  persistent?: boolean;
  /** An element that opens the dialog when clicked (rendered as is, as Radix's `asChild` trigger). */
  trigger?: ReactNode;
  /** Content under the title; it scrolls when it is taller than the dialog. */
  children?: ReactNode;
  /**
   * Content under the body that stays in view while the body scrolls (the cart sidebar's total
   * and checkout link); nothing without it.
   */
  footer?: ReactNode;
  /** Extra class for the dialog panel. */
  className?: string;
  /**
   * Called as the dialog closes, before focus goes back to its opener; `event.preventDefault()`
   * keeps it from going there (the filters' "Vis N produkter" sends it to the results instead).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

interface DialogFrameInternalProps extends DialogFrameProps {
  block: string;
  closeLabel: string;
  modifiers?: string[];
}

/**
 * The dialog both the Modal and the Sidebar are made of. Radix Dialog traps focus, returns it to
 * the opener, closes on Escape and outside click, hides the rest of the page from assistive
 * technology and stops the page from scrolling while open.
 */
export function DialogFrame({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  persistent = false,
  trigger,
  children,
  footer,
  className,
  onCloseAutoFocus,
  block,
  closeLabel,
  modifiers = [],
}: DialogFrameInternalProps) {
  // Radix returns focus to its own Trigger only; a dialog opened from elsewhere (the header's
  // menu button, a cart button) would otherwise leave focus on the page's body when it closes.
  const openedFrom = useRef<HTMLElement | null>(null);

  function rememberOpener() {
    const active = document.activeElement;
    openedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }

  function returnFocus(event: Event) {
    const opener = openedFrom.current;
    openedFrom.current = null;
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || trigger || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  }

  // A popup inside the dialog that closes itself on Escape (an open dropdown's list) marks itself
  // `data-handles-escape`: that Escape is the popup's, so the dialog stays open.
  function keepOpenForInnerEscape(event: KeyboardEvent) {
    if (event.target instanceof Element && event.target.closest('[data-handles-escape]')) {
      event.preventDefault();
    }
  }

  const keepOpenOnOutside = persistent
    ? (event: Event) => {
        event.preventDefault();
      }
    : undefined;

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={`${block}__overlay`} />
        <Dialog.Content
          className={joinClassNames(block, ...modifiers.map((m) => `${block}--${m}`), className)}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={keepOpenForInnerEscape}
          onPointerDownOutside={keepOpenOnOutside}
          onInteractOutside={keepOpenOnOutside}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={`${block}__header`}>
            <Dialog.Title className={`${block}__title`}>{title}</Dialog.Title>
            <Dialog.Close className={`${block}__close`} aria-label={closeLabel}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={`${block}__description`}>
              {description}
            </Dialog.Description>
          ) : null}
          <div className={`${block}__body`}>{children}</div>
          {footer ? <div className={`${block}__footer`}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
