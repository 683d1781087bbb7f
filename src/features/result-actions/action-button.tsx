import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  icon: ReactNode;
  /** The button's name. Shown beside the icon when `labelled` and the bar is wide; otherwise a tooltip. */
  label: string;
  /** The label stays in view on a wide bar (the spec's own buttons: Regenerate, Copy to Clipboard). */
  labelled?: boolean;
  /** A confirmation ("Copied!") is in the label: the tooltip shows it without hover or focus. */
  confirming?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * An action of the result's bar: an icon, and its label as real text. The label names the button
 * (screen readers, tests, the clipboard confirmation) and, where the bar shows icons only, becomes
 * the tooltip seen on hover and on keyboard focus (CSS: result-actions.css).
 */
export function ActionButton({ icon, label, labelled = false, confirming = false, buttonRef, className, ...rest }: ActionButtonProps) {
  const classes = ['button', 'button-secondary', 'action-button', labelled ? 'action-labelled' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button ref={buttonRef} type="button" className={classes} data-confirming={confirming || undefined} {...rest}>
      {icon}
      <span className="action-label">{label}</span>
    </button>
  );
}
