import { breakpoints } from './designTokens';
import './docs.css';

/** The breakpoints of `tokens.css`, each with its width, purpose and a bar to scale. */
export function BreakpointTable() {
  const widest = Math.max(...breakpoints.map((breakpoint) => breakpoint.minWidth));
  return (
    <table className="ap-docs-table" data-breakpoint-count={breakpoints.length}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">From</th>
          <th scope="col">For</th>
          <th scope="col">Storybook viewport</th>
          <th scope="col">To scale</th>
        </tr>
      </thead>
      <tbody>
        {breakpoints.map(({ name, minWidth, description }) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{minWidth} px</td>
            <td>{description}</td>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <span
                className="ap-docs-breakpoint-bar"
                style={{ width: `${(minWidth / widest) * 100}%` }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
