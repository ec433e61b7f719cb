import { NavLink } from 'react-router-dom';

export const steps = [
  { number: 1, label: 'About You', path: '/about' },
  { number: 2, label: 'Your Academics', path: '/education' },
  { number: 3, label: 'Final Steps', path: '/final-steps' },
] as const;

export function StepNav() {
  return (
    <nav aria-label="Application steps">
      <ol>
        {steps.map((step) => (
          <li key={step.path}>
            <NavLink to={step.path}>
              <span>{step.number}</span> {step.label}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
