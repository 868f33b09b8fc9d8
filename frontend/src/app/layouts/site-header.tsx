import MenuIcon from '@mui/icons-material/Menu';
import SchoolIcon from '@mui/icons-material/School';
import {
  AppBar,
  Box,
  Button,
  Container,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isAdminRole, useLogout, useSession } from '@/shared/auth';
import { APP_NAME, paths } from '@/shared/config';
import { scrollToTopSoon } from '@/shared/ui';
import { NAV_ITEMS, isNavActive } from './nav-items';

/** Signed-out: Login + Claim School. Signed-in: Portal or Admin Dashboard + Logout. Loading: neither. */
function SessionButtons({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const session = useSession();
  const logout = useLogout();
  if (session.status === 'loading') return null;
  const direction = stacked ? 'column' : 'row';
  if (session.status === 'signed-out') {
    return (
      <Stack direction={direction} spacing={1}>
        <Button component={RouterLink} to={paths.login.href()} color="inherit" variant="outlined" onClick={onNavigate}>
          Login
        </Button>
        <Button
          component={RouterLink}
          to={paths.claimSchool.href()}
          color="secondary"
          variant="contained"
          onClick={onNavigate}
        >
          Claim School
        </Button>
      </Stack>
    );
  }
  const admin = isAdminRole(session.user.role);
  return (
    <Stack direction={direction} spacing={1}>
      <Button
        component={RouterLink}
        to={admin ? paths.adminDashboard.href() : paths.portal.href()}
        color="inherit"
        variant="outlined"
        onClick={onNavigate}
      >
        {admin ? 'Admin Dashboard' : 'Portal'}
      </Button>
      <Button color="secondary" variant="contained" onClick={() => void logout()}>
        Logout
      </Button>
    </Stack>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    setMenuOpen(false);
    scrollToTopSoon();
  };

  return (
    <AppBar position="sticky" color="primary" elevation={1} component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to={paths.home.href()}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto' }}
          >
            <SchoolIcon aria-hidden />
            <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
              {APP_NAME}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {NAV_ITEMS.map((item) => {
              const active = isNavActive(pathname, item.href);
              return (
                <Button
                  key={item.href}
                  component={RouterLink}
                  to={item.href}
                  color="inherit"
                  aria-current={active ? 'page' : undefined}
                  sx={{ borderBottom: 2, borderColor: active ? 'secondary.light' : 'transparent', borderRadius: 0 }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SessionButtons />
          </Box>
          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-controls="mobile-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        id="mobile-menu"
        anchor="right"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
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
                onClick={closeMenu}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
          <SessionButtons onNavigate={closeMenu} stacked />
        </Box>
      </Drawer>
    </AppBar>
  );
}
