import * as styles from './checkout.css.ts';

// The checkout's step bar on every checkout page: Bag → Delivery → Payment → Confirmation. The current step carries
// aria-current="step"; steps already done link back (the bag always, delivery from payment).

export type CheckoutStep = 'delivery' | 'payment' | 'confirmation';

const STEPS = [
  { key: 'bag', label: 'Bag', href: '/shop/bag' },
  { key: 'delivery', label: 'Delivery', href: '/checkout/delivery-method' },
  { key: 'payment', label: 'Payment', href: '/checkout/payment' },
  { key: 'confirmation', label: 'Confirmation', href: null },
] as const;

export function StepBar({ current }: { current: CheckoutStep }) {
  const currentIndex = STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label="Checkout progress">
      <ol className={styles.steps}>
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step.key}
              className={styles.stepItem}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepBar} aria-hidden="true" />
              {state === 'done' && step.href ? (
                <a href={step.href} className={styles.stepLink}>
                  {step.label}
                  <span className="visually-hidden"> (done)</span>
                </a>
              ) : (
                <span>
                  {step.label}
                  {state === 'todo' ? <span className="visually-hidden"> (not yet)</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
