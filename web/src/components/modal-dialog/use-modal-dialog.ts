import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/**
 * A button that opens a native modal `<dialog>`: the browser gives focus containment, the
 * backdrop and an inert page. This adds what every such dialog here needs: state kept in step
 * with the element, Escape and a backdrop click to close, focus back on the button after.
 */
export function useModalDialog(initialFocus?: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [open, initialFocus]);

  const openerProps = {
    ref: openerRef,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': dialogId,
    onClick: show,
  } as const;

  const dialogProps = {
    ref: dialogRef,
    id: dialogId,
    'aria-labelledby': titleId,
    // Handled here rather than by the native cancel, so that state and focus stay in step.
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    },
    // A click on the dialog element itself is a click on its backdrop: the panel fills the rest.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
    onClose: close,
  } as const;

  return { open, close, titleId, openerProps, dialogProps };
}
