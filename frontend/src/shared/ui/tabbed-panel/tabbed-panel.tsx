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

/** A tab name as part of an element id (ids hold no spaces: 'Open houses' → 'Open-houses'). */
const idPart = (name: string) => name.replace(/\s+/g, '-');

/**
 * A scrollable tab row and its one tabpanel, wired for screen readers: each tab
 * controls the panel and the panel is labelled by the selected tab.
 */

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
        // Tabs as wide as their names (MUI gives each at least 90 px) with 8 px beside each name: the admin's
        // thirteen then fit a 1366 px screen (1,004 of 1,072 px), where the last ones were cut off behind a
        // scroll arrow.
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 3,
          '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, md: 1 } },
        }}
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
