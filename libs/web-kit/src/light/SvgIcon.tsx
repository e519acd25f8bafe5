import { createElement, type ReactNode } from 'react';
import type { IconDefinition, AbstractNode } from '@ant-design/icons-svg/es/types';

/** An SVG attribute's name as React takes it: `fill-rule` → `fillRule`, `class` → `className`. */
function reactAttributes(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

/** An SVG element of an icon definition, as React elements. */
function toElement(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...reactAttributes(node.attrs) },
    (node.children ?? []).map(toElement),
  );
}

/** Each drawing converted once: the same icon is drawn on every card and in every re-render. */
const drawings = new WeakMap<IconDefinition, { attrs: Record<string, string>; children: ReactNode[] }>();
function drawingOf(icon: IconDefinition) {
  let drawing = drawings.get(icon);
  if (!drawing) {
    if (typeof icon.icon === 'function')
      throw new Error(`SvgIcon: two-tone icon ${icon.name} is not supported`);
    drawing = {
      attrs: reactAttributes(icon.icon.attrs),
      children: (icon.icon.children ?? []).map(toElement),
    };
    drawings.set(icon, drawing);
  }
  return drawing;
}

/**
 * One of antd's icons (`@ant-design/icons-svg`'s definitions, the same drawings) without antd's icon
 * component, whose code (context, colour generation, style insertion) is part of antd's core. For
 * the kit's light widgets and the pages drawn with them; with `label`, it is an image of that name,
 * otherwise decoration.
 */
export function SvgIcon({
  icon,
  label,
  className,
}: {
  icon: IconDefinition;
  label?: string;
  className?: string;
}) {
  const { attrs, children } = drawingOf(icon);
  return (
    <span
      className={`mk-icon${className ? ` ${className}` : ''}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg {...attrs} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {children}
      </svg>
    </span>
  );
}
