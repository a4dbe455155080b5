import './docs.css';

const stylesheets = import.meta.glob<string>('../*/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** One rule that stacks its element: where it is and its `z-index`. */
interface Layer {
  component: string;
  selector: string;
  zIndex: number;
}

function layersOf(path: string, css: string): Layer[] {
  const component = path.split('/')[1] ?? path;
  const pattern = /([^{}]+)\{[^{}]*?z-index:\s*(-?\d+)/g;
  return [...css.matchAll(pattern)].map(([, selector, zIndex]) => ({
    component,
    selector: selector!.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
    zIndex: Number(zIndex),
  }));
}

/**
 * The stacking order the components use, highest first, read from their stylesheets. The kit
 * has no z-index tokens; this table is how to place a new layer between the existing ones.
 */
export function LayerTable() {
  const layers = Object.entries(stylesheets)
    .flatMap(([path, css]) => layersOf(path, css))
    .sort((a, b) => b.zIndex - a.zIndex);
  return (
    <table className="ap-docs-table" data-layer-count={layers.length}>
      <thead>
        <tr>
          <th scope="col">z-index</th>
          <th scope="col">Component</th>
          <th scope="col">Selector</th>
        </tr>
      </thead>
      <tbody>
        {layers.map((layer) => (
          <tr key={`${layer.component} ${layer.selector}`}>
            <td>{layer.zIndex}</td>
            <td>{layer.component}</td>
            <td>
              <code>{layer.selector}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
