import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NAV_ITEMS, isNavActive } from './nav-items';

export interface MobileMenuProps {
  open: boolean;
  pathname: string;
  onClose: () => void;
  onNavigate: () => void;
  /** The session buttons, stacked. */
  children: ReactNode;
}

/**
 * The phone menu. Its own chunk, loaded when first opened: the drawer (modal,
 * focus trap, transitions) is a sizeable part of MUI that no page needs to render.
 */
export default function MobileMenu({ open, pathname, onClose, onNavigate, children }: MobileMenuProps) {
  return (
    <Drawer
      id="mobile-menu"
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: 300, sm: 400 } } } }}
    >
      <Box component="nav" aria-label="Mobile" sx={{ p: 2 }}>
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItemButton
              key={item.href}
              component={RouterLink}
              to={item.href}
              selected={isNavActive(pathname, item.href)}
              onClick={onNavigate}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
        {children}
      </Box>
    </Drawer>
  );
}
