/** A modal on the native <dialog>: focus trap, Escape and backdrop for free, and accessible by default. */
import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  titleId: string;
  onClose?: () => void;
  children: ReactNode;
  className?: string;
}

export function Modal({ title, titleId, onClose, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {onClose && (
        <button type="button" className="icon-button modal-close" aria-label="Close" title="Close" onClick={onClose}>
          ×
        </button>
      )}
      {children}
    </dialog>
  );
}
