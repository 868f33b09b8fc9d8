import MenuIcon from '@mui/icons-material/Menu';
import SchoolIcon from '@mui/icons-material/School';
import { AppBar, Box, Button, Container, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ShortlistHeaderLink } from '@/features/shortlist';
import { isAdminRole, useLogout, useSession } from '@/shared/auth';
import { APP_NAME, paths } from '@/shared/config';
import { scrollToTopSoon } from '@/shared/ui';
import { NAV_ITEMS, isNavActive } from './nav-items';

const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * Signed-out: School login + Claim School (families have no account: a bare 'Login' had them look for one).
 * Signed-in: Portal or Admin Dashboard + Logout. Loading: neither.
 */
function SessionButtons({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const session = useSession();
  const logout = useLogout();
  if (session.status === 'loading') return null;
  const direction = stacked ? 'column' : 'row';
  // One line each ('Admin Dashboard' wrapped onto two beside the five links).
  const sx = { whiteSpace: 'nowrap', flexShrink: 0 } as const;
  if (session.status === 'signed-out') {
    return (
      <Stack direction={direction} spacing={1}>
        <Button
          component={RouterLink}
          to={paths.login.href()}
          color="inherit"
          variant="outlined"
          onClick={onNavigate}
          sx={sx}
        >
          School login
        </Button>
        <Button
          component={RouterLink}
          to={paths.claimSchool.href()}
          color="secondary"
          variant="contained"
          onClick={onNavigate}
          sx={sx}
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
        sx={sx}
      >
        {admin ? 'Admin Dashboard' : 'Portal'}
      </Button>
      <Button color="secondary" variant="contained" onClick={() => void logout()} sx={sx}>
        Logout
      </Button>
    </Stack>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads on the first open (or hover/focus of the button) and then stays.
  const [menuWanted, setMenuWanted] = useState(false);
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
            {/* One line on a phone too: at the h6 size the name wrapped onto two in a 390 px wide bar. */}
            <Typography
              component="span"
              variant="h6"
              sx={{ fontWeight: 800, whiteSpace: 'nowrap', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
            >
              {APP_NAME}
            </Typography>
          </Box>
          {/* From the lg breakpoint: below it the five links, the shortlist and the two session buttons no longer fit
              on one row (they wrapped at 1024 px), and the menu holds them. */}
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5 }}>
            {NAV_ITEMS.map((item) => {
              const active = isNavActive(pathname, item.href);
              return (
                <Button
                  key={item.href}
                  component={RouterLink}
                  to={item.href}
                  color="inherit"
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    borderBottom: 2,
                    borderColor: active ? 'secondary.light' : 'transparent',
                    borderRadius: 0,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
          <ShortlistHeaderLink />
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <SessionButtons />
          </Box>
          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-controls="mobile-menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            onPointerEnter={() => setMenuWanted(true)}
            onFocus={() => setMenuWanted(true)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} pathname={pathname} onClose={() => setMenuOpen(false)} onNavigate={closeMenu}>
            <SessionButtons onNavigate={closeMenu} stacked />
          </MobileMenu>
        </Suspense>
      )}
    </AppBar>
  );
}
