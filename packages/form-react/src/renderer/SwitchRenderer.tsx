import type { SwitchDefinition } from '@admissions/form-core';
import { memo } from 'react';
import { ItemList } from './ItemList.tsx';
import { useItemVisible } from './useItemVisible.ts';

/** A condition group: only the first case whose condition holds shows (form-core decides which). */
export const SwitchRenderer = memo(function SwitchRenderer({
  switchItem,
  path,
}: {
  switchItem: SwitchDefinition;
  path: string;
}) {
  const visible = useItemVisible(path);
  if (!visible) return null;
  return (
    <>
      {switchItem.cases.map((switchCase, index) => (
        <SwitchCase key={index} items={switchCase.items} path={`${path}/cases/${index}`} />
      ))}
    </>
  );
});

const SwitchCase = memo(function SwitchCase({
  items,
  path,
}: {
  items: SwitchDefinition['cases'][number]['items'];
  path: string;
}) {
  const visible = useItemVisible(path);
  if (!visible) return null;
  return <ItemList items={items} basePath={`${path}/items`} />;
});
