import type { CatalogEntry } from '../../lib/catalogWords';

/** One list of the catalog: each track or model by name, with the ID a submission names it by. */
export function CatalogList({ title, entries }: { title: string; entries: readonly CatalogEntry[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul className="catalog-list" aria-label={title}>
        {entries.map((e) => (
          <li key={e.id}>
            {e.name ?? <code data-id-text>{e.id}</code>}
            {e.name && (
              <>
                {' '}
                <code className="catalog-list__id" data-id-text title={`${e.name}: its ID`}>
                  {e.id}
                </code>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
