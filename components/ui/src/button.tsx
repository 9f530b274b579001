import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './button.css.ts';

// Plain `<button>` and `<a>`: the browser already makes them keyboard-operable (Enter, and Space for buttons),
// focusable and announced, so no script is needed to get a working, accessible control. They are on every page
// (add to bag, size guide, bag actions), so they stay out of the react-aria bundle, which the widgets that need it
// (sheets, popovers, autocomplete, radio groups) load on their own. States are styled with :hover, :active,
// :disabled and :focus-visible.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

interface Appearance {
  /** Defaults to primary: one primary action per area. */
  variant?: ButtonVariant;
  /** Defaults to medium (44px target). */
  size?: ButtonSize;
  /** Stretch to the width of the container, e.g. "Add to bag" on mobile. */
  fullWidth?: boolean;
  className?: string;
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, Appearance {
  children: ReactNode;
}

export interface LinkButtonProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'>,
    Appearance {
  href: string;
  children: ReactNode;
}

/** The classes of a button of this appearance (also for other elements that must look like one). */
export function buttonClassName({ variant = 'primary', size = 'medium', fullWidth, className }: Appearance): string {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

/** An action (`<button>`, type "button" unless given). */
export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClassName({ variant, size, fullWidth, className })} />;
}

/** Navigation styled as a button (`<a href>`). */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <a {...props} className={buttonClassName({ variant, size, fullWidth, className })} />;
}
