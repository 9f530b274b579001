'use client';

import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import * as styles from './button.css.ts';

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

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, Appearance {
  children: ReactNode;
}

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'href'>, Appearance {
  href: string;
  children: ReactNode;
}

function classes({ variant = 'primary', size = 'medium', fullWidth, className }: Appearance): string {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

/** An action (`<button>`, type "button" unless given). Presses come from mouse, touch, Enter and Space alike. */
export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <AriaButton {...props} type={type} className={classes({ variant, size, fullWidth, className })} />;
}

/** Navigation styled as a button (`<a href>`). Uses the app's RouterProvider for client-side navigation if present. */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={classes({ variant, size, fullWidth, className })} />;
}
