import { isAddAnother, isContent, isGroup, isQuestion, isSwitch, isTabGroup } from '@admissions/form-core';
import type { AddAnotherDefinition, ItemDefinition, TabGroupDefinition } from '@admissions/form-core';
import { memo } from 'react';
import { ContentRenderer } from './ContentRenderer.tsx';
import { GroupRenderer } from './GroupRenderer.tsx';
import { QuestionRenderer } from './QuestionRenderer.tsx';
import { SwitchRenderer } from './SwitchRenderer.tsx';
import { useItemVisible } from './useItemVisible.ts';
import { LazyAddAnother, LazyTabGroup } from './lazyGroupRenderers.tsx';

export interface ItemListProps {
  items: readonly ItemDefinition[];
  /** The definition path of the list; item i is at `${basePath}/${i}`. */
  basePath: string;
}

/** Renders a list of items. Memoized: items and paths come from the definition, so it re-renders only on its own. */
export const ItemList = memo(function ItemList({ items, basePath }: ItemListProps) {
  return (
    <>
      {items.map((item, index) => (
        <ItemRenderer key={index} item={item} path={`${basePath}/${index}`} />
      ))}
    </>
  );
});

export interface ItemRendererProps {
  item: ItemDefinition;
  path: string;
}

/** One item, by kind. Each kind subscribes to its own visibility. */
export const ItemRenderer = memo(function ItemRenderer({ item, path }: ItemRendererProps) {
  if (isQuestion(item)) return <QuestionRenderer question={item} path={path} />;
  if (isContent(item)) return <ContentRenderer content={item} path={path} />;
  if (isGroup(item)) return <GroupRenderer group={item} path={path} />;
  if (isSwitch(item)) return <SwitchRenderer switchItem={item} path={path} />;
  if (isTabGroup(item)) return <TabGroupItem group={item} path={path} />;
  if (isAddAnother(item)) return <AddAnotherItem group={item} path={path} />;
  return null;
});

/** A tab group, while visible (its code loads when one first shows). */
const TabGroupItem = memo(function TabGroupItem({ group, path }: { group: TabGroupDefinition; path: string }) {
  return useItemVisible(path) ? <LazyTabGroup group={group} path={path} /> : null;
});

/** An add-another group, while visible (its code loads when one first shows). */
const AddAnotherItem = memo(function AddAnotherItem({ group, path }: { group: AddAnotherDefinition; path: string }) {
  return useItemVisible(path) ? <LazyAddAnother group={group} path={path} /> : null;
});
