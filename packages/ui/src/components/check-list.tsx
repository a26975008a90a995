import { cn } from '../lib/cn';

/** Benefits, each after a check mark (decoration: screen readers hear a plain list). Text style from `className`. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <span aria-hidden="true" className="text-emerald-700">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
