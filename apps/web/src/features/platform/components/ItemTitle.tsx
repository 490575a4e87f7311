import { Picture } from '@/components/DefaultPicture';

/** An item's name in the reader's language, its API name or SKU, and its picture. */
export function ItemTitle({
  name,
  code,
  image,
  wide = false,
}: {
  name: string;
  code: string;
  image?: string;
  wide?: boolean;
}) {
  return (
    <div className="plat-item-title">
      {image !== undefined ? (
        <span className={`plat-thumb${wide ? ' plat-thumb--wide' : ''}`} aria-hidden="true">
          {/* none given or not loading: the default picture the store shows */}
          <Picture src={image} alt="" loading="lazy" />
        </span>
      ) : null}
      <span className="plat-item-title__text">
        <span className="plat-item-title__name" data-testid="item-name">
          {name}
        </span>
        <code className="plat-item-title__code">{code}</code>
      </span>
    </div>
  );
}
