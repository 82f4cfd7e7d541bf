import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Features, Permissions } from '@spool/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink, useMatches, useNavigate } from 'react-router';
import { useTenantChoices } from '../../features/identity/api/use-tenant-choices';
import { StyleSearchBox } from '../../features/style-search/components/style-search-box';
import { useReducedMotion } from '../../config/mui-theme';
import { isGranted, useReadySession } from '../../lib/session-context';
import type { RouteHandle } from '../route-handle';

/**
 * The menu slides out in 300 ms and is then removed (platform-admin spec, section 2); at once for
 * a person who asked for less motion.
 */
const menuAnimationMs = 300;

type MenuSection = {
  title: 'shell.system' | 'shell.saas' | 'shell.debug';
  items: {
    label:
      | 'shell.users'
      | 'shell.roles'
      | 'shell.systemConfiguration'
      | 'shell.hostFeatures'
      | 'shell.tenants'
      | 'shell.authInfo';
    to: string;
    visible: boolean;
  }[];
};

/** The signed-in frame: header with tenant and page name, the side menu, the account menu. */
export function ShellRoute() {
  const { state, signOut } = useReadySession();
  const { t } = useTranslation();
  const matches = useMatches();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();

  const tenantChoices = useTenantChoices(
    state.configuration.currentTenant.id,
    state.configuration.currentUser.accountType,
  );
  if (!state.user) return <Navigate to="/" replace />;
  const { configuration } = state;
  const granted = (policy: string) => isGranted(configuration, policy);
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const pageName = handle?.titleKey ? t(handle.titleKey) : '';
  const tenantName = configuration.currentTenant.name ?? t('shell.host');

  const { links } = state.preLogin;
  const personLinks = (
    [
      { label: 'shell.help', href: links.help },
      { label: 'shell.support', href: links.support },
      { label: 'shell.suggestions', href: links.suggestions },
    ] as const
  ).flatMap((link) => (link.href ? [{ label: link.label, href: link.href }] : []));

  const sections: MenuSection[] = [
    {
      title: 'shell.system',
      items: [
        { label: 'shell.users', to: '/systemUsers', visible: granted(Permissions.Users) },
        { label: 'shell.roles', to: '/systemRoles', visible: granted(Permissions.Roles) },
        {
          label: 'shell.systemConfiguration',
          to: '/systemConfiguration',
          visible: granted(Permissions.Roles) && configuration.currentTenant.id !== null,
        },
      ],
    },
    {
      title: 'shell.saas',
      items: [
        {
          label: 'shell.hostFeatures',
          to: '/saas/hostFeatures',
          visible: granted(Permissions.ManageHostFeatures),
        },
        { label: 'shell.tenants', to: '/saas/tenants', visible: granted(Permissions.Tenants) },
      ],
    },
    {
      title: 'shell.debug',
      items: [
        {
          label: 'shell.authInfo',
          to: '/debug/auth-info',
          visible: configuration.features.values[Features.DisplayAuthDebug] === 'true',
        },
      ],
    },
  ];

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={t('shell.openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to="/dashboard"
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}
          >
            <Typography
              component="span"
              sx={{ fontWeight: 700, fontSize: '1.125rem' }}
              data-testid="tenant-name"
            >
              {tenantName}
            </Typography>
            {pageName && (
              <Typography component="span" color="text.secondary" noWrap>
                / {pageName}
              </Typography>
            )}
          </Link>
          <Box sx={{ flex: 1 }} />
          {granted(Permissions.Styles) && configuration.currentTenant.id !== null && (
            <StyleSearchBox
              tenantId={configuration.currentTenant.id}
              onChoose={(styleId) => void navigate(`/dashboard?style=${styleId}`)}
            />
          )}
          <IconButton
            aria-label={t('shell.account')}
            onClick={(event) => setAccountAnchor(event.currentTarget)}
          >
            <AccountCircleOutlined />
          </IconButton>
          <Menu
            anchorEl={accountAnchor}
            open={accountAnchor !== null}
            onClose={() => setAccountAnchor(null)}
          >
            <MenuItem disabled>{configuration.currentUser.userName}</MenuItem>
            <MenuItem component={RouterLink} to="/profile" onClick={() => setAccountAnchor(null)}>
              {t('shell.profile')}
            </MenuItem>
            {granted(Permissions.Styles) && configuration.currentTenant.id !== null && (
              <MenuItem
                component={RouterLink}
                to="/notifications"
                onClick={() => setAccountAnchor(null)}
              >
                {t('notifications.title')}
              </MenuItem>
            )}
            <Divider />
            {tenantChoices.length > 0 && <ListSubheader>{t('shell.switchTenant')}</ListSubheader>}
            {tenantChoices.map((choice) => (
              <MenuItem
                key={choice.tenantId}
                component={RouterLink}
                to={choice.activatePath}
                onClick={() => setAccountAnchor(null)}
              >
                {choice.name}
              </MenuItem>
            ))}
            {tenantChoices.length > 0 && <Divider />}
            {personLinks.map((link) => (
              <MenuItem
                key={link.label}
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setAccountAnchor(null)}
              >
                {t(link.label)}
              </MenuItem>
            ))}
            <MenuItem component={RouterLink} to="/privacy" onClick={() => setAccountAnchor(null)}>
              {t('landing.privacy')}
            </MenuItem>
            <Divider />
            <MenuItem
              onClick={() => {
                setAccountAnchor(null);
                void signOut();
              }}
            >
              {t('shell.signOut')}
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        transitionDuration={reducedMotion ? 0 : menuAnimationMs}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Toolbar>
          <Typography sx={{ fontWeight: 700 }}>{tenantName}</Typography>
        </Toolbar>
        <Divider />
        <List component="nav" aria-label={t('shell.openMenu')}>
          <ListItemButton component={RouterLink} to="/dashboard" onClick={() => setMenuOpen(false)}>
            <ListItemText primary={t('shell.dashboard')} />
          </ListItemButton>
          {granted(Permissions.PurchasePlans) && configuration.currentTenant.id !== null ? (
            <ListItemButton
              component={RouterLink}
              to="/purchasePlans"
              onClick={() => setMenuOpen(false)}
            >
              <ListItemText primary={t('shell.purchasePlans')} />
            </ListItemButton>
          ) : undefined}
          {granted(Permissions.Styles) && configuration.currentTenant.id !== null ? (
            <ListItemButton
              component={RouterLink}
              to="/estimateAccuracy"
              onClick={() => setMenuOpen(false)}
            >
              <ListItemText primary={t('estimateAccuracy.menu')} />
            </ListItemButton>
          ) : undefined}
          {sections
            .filter((section) => section.items.some((item) => item.visible))
            .map((section) => (
              <List
                key={section.title}
                subheader={<ListSubheader>{t(section.title)}</ListSubheader>}
              >
                {section.items
                  .filter((item) => item.visible)
                  .map((item) => (
                    <ListItemButton
                      key={item.to}
                      component={RouterLink}
                      to={item.to}
                      onClick={() => setMenuOpen(false)}
                    >
                      <ListItemText primary={t(item.label)} />
                    </ListItemButton>
                  ))}
              </List>
            ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
