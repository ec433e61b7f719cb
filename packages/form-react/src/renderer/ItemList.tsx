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
  return <>{items.map((item, index) => itemElement(item, `${basePath}/${index}`, index))}</>;
});

/**
 * One item, by kind, as the element of its renderer (each kind is memoized and subscribes to its own
 * visibility). A function, not a component of its own: that would be one more fiber for every item of a page,
 * created on its first render and walked on each of its lists' renders, to choose what this chooses.
 */
export function itemElement(item: ItemDefinition, path: string, key: string | number) {
  if (isQuestion(item)) return <QuestionRenderer key={key} question={item} path={path} />;
  if (isContent(item)) return <ContentRenderer key={key} content={item} path={path} />;
  if (isGroup(item)) return <GroupRenderer key={key} group={item} path={path} />;
  if (isSwitch(item)) return <SwitchRenderer key={key} switchItem={item} path={path} />;
  if (isTabGroup(item)) return <TabGroupItem key={key} group={item} path={path} />;
  if (isAddAnother(item)) return <AddAnotherItem key={key} group={item} path={path} />;
  return null;
}

/** A tab group, while visible (its code loads when one first shows). */
const TabGroupItem = memo(function TabGroupItem({ group, path }: { group: TabGroupDefinition; path: string }) {
  return useItemVisible(path) ? <LazyTabGroup group={group} path={path} /> : null;
});

/** An add-another group, while visible (its code loads when one first shows). */
const AddAnotherItem = memo(function AddAnotherItem({ group, path }: { group: AddAnotherDefinition; path: string }) {
  return useItemVisible(path) ? <LazyAddAnother group={group} path={path} /> : null;
});
