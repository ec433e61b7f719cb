import type { ComponentProps } from 'react';
import styles from './Button.module.css';
import { join } from './join.ts';

type ButtonProps = ComponentProps<'button'>;

/** The main action of a card or dialog. */
export function PrimaryButton({ className, ...props }: ButtonProps) {
  return <button className={join(styles.primary, className)} {...props} />;
}

export function SecondaryButton({ className, ...props }: ButtonProps) {
  return <button className={join(styles.secondary, className)} {...props} />;
}

/** A button that looks like a link (e.g. 'Resend confirmation code?'). */
export function LinkButton({ className, ...props }: ButtonProps) {
  return <button className={join(styles.link, className)} {...props} />;
}
