import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';

export interface TabbedPanelProps<T extends string> {
  /** Prefix of the DOM ids: `<prefix>-tab-<name>` on each tab, `<prefix>-panel-<name>` on the panel. */
  idPrefix: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** What a tab shows; the tab's name when omitted. */
  label?: (tab: T) => ReactNode;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * A scrollable tab row and its one tabpanel, wired for screen readers: each tab
 * controls the panel and the panel is labelled by the selected tab.
 */
/** A tab name as part of an element id (ids hold no spaces: 'Open houses' → 'Open-houses'). */
const idPart = (name: string) => name.replace(/\s+/g, '-');

export function TabbedPanel<T extends string>({
  idPrefix,
  tabs,
  value,
  onChange,
  label = (tab) => tab,
  children,
}: TabbedPanelProps<T>) {
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, tab: T) => onChange(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={label(tab)}
            id={`${idPrefix}-tab-${idPart(tab)}`}
            aria-controls={`${idPrefix}-panel-${idPart(tab)}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${idPart(value)}`}
        aria-labelledby={`${idPrefix}-tab-${idPart(value)}`}
      >
        {children}
      </Box>
    </>
  );
}
