import { Link } from 'react-router';
import { assemblyPlan } from '../../../domain/assembly/instructions.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import { finishName } from '../../../domain/items/display.ts';
import { cents, formatWholeDollars } from '../../../domain/pricing/money.ts';
import { productPath, type Product } from '../../entities/product/product-api.ts';
import { DesignDrawing } from '../../ui/design-drawing.tsx';

/** The design's colour and texture as the catalogue shows them. */
export function productFinish(product: Product): { color: string; name: string } {
  const color = product.preset.selectedColor;
  return { color, name: finishName(color, product.preset.selectedTexture ?? undefined) };
}

/** The front view of a product's design in its colour. */
export function ProductDrawing({ product, className }: { product: Product; className?: string }) {
  const design = parseDesign(product.preset);
  if (!design.ok) return null;
  const { color } = productFinish(product);
  return (
    <DesignDrawing
      drawing={assemblyPlan(design.value).drawing}
      color={color}
      label={`Front view of the ${product.name}`}
      className={className}
    />
  );
}

export function ProductPrice({ product }: { product: Product }) {
  return (
    <p className="tabular-nums">
      <span className="font-semibold">{formatWholeDollars(cents(product.saleCents))}</span>{' '}
      <span className="text-sm text-ink-muted line-through">
        <span className="sr-only">was </span>
        {formatWholeDollars(cents(product.listCents))}
      </span>{' '}
      <span className="text-sm text-ink-muted">({product.discountPercent} % off)</span>
    </p>
  );
}

/** A design in a grid: its drawing, name, price, size and finish, opening its product page. */
export function ProductCard({ product }: { product: Product }) {
  const finish = productFinish(product);
  return (
    <li>
      <Link
        to={productPath(product)}
        className="group flex h-full flex-col overflow-hidden rounded-md border border-line bg-paper hover:border-ink/40"
      >
        <div className="flex aspect-[4/3] items-end justify-center bg-paper-deep p-6">
          <ProductDrawing product={product} className="max-h-full max-w-full" />
        </div>
        <div className="flex flex-1 flex-col gap-1 px-4 py-3">
          <span className="font-medium group-hover:underline">{product.name}</span>
          <ProductPrice product={product} />
          <span className="text-sm text-ink-muted">{product.dimensions}</span>
          <span className="flex items-center gap-2 text-sm text-ink-muted">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-full border border-ink-muted"
              style={{ backgroundColor: finish.color }}
            />
            {finish.name}
          </span>
        </div>
      </Link>
    </li>
  );
}

export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}
