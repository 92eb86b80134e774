import { TRADE_STEPS } from '@rta/domain/support/trade-application-steps';
import styles from './support.module.css';

interface StepIndicatorProps {
  current: number;
  onChoose: (step: number) => void;
}

/** The numbered steps; choosing one moves as the step rules allow (spec §4 Multi-step form). */
export function StepIndicator({ current, onChoose }: StepIndicatorProps) {
  return (
    <ol className={styles.steps} aria-label="Application steps">
      {TRADE_STEPS.map((step, index) => (
        <li key={step.title}>
          <button
            type="button"
            className={styles.step}
            aria-current={index === current ? 'step' : undefined}
            data-done={index < current}
            onClick={() => onChoose(index)}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
