import styled from '@emotion/styled';
import { appTheme } from '../theme/appTheme.ts';
import { ErrorIcon } from './icons.tsx';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${appTheme.color.error};
  li {
    display: flex;
    gap: 0.375rem;
    align-items: flex-start;
  }
`;

/** A field's messages, each with an icon so that the error is not told by colour alone. */
export function FieldErrorList({ id, errors }: { id: string | undefined; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <List id={id}>
      {errors.map((message) => (
        <li key={message}>
          <ErrorIcon />
          <span>{message}</span>
        </li>
      ))}
    </List>
  );
}
