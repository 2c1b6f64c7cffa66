import { defineSlotRecipe } from '@pandacss/dev'

/**
 * Styles the navigation bar (src/app/shell/NavBar.tsx). Its folded menu is a popover: its open
 * look and the menu button's two faces are global styles (src/theme/global.ts, decision 026).
 */
export const navbarRecipe = defineSlotRecipe({
  className: 'navbar',
  description: 'The navigation bar of every page',
  slots: [
    'root',
    'row',
    'brandSlot',
    'brand',
    'demoBadge',
    'desktopList',
    'link',
    'externalIcon',
    'accountSlot',
    'avatarRoom',
    'menuButton',
    'mobilePanel',
  ],
  base: {
    root: {
      position: 'sticky',
      top: 0,
      zIndex: 'sticky',
      bg: 'rgba(14, 11, 16, 0.88)',
      backdropFilter: 'blur(10px)',
      borderBottomWidth: '1px',
      borderColor: 'border.subtle',
      _before: {
        content: '""',
        position: 'absolute',
        insetX: 0,
        bottom: '-1px',
        height: '1px',
        bgImage:
          'linear-gradient(90deg, transparent, {colors.brand.pink}, {colors.brand.red}, transparent)',
        opacity: 0.8,
      },
    },
    row: { display: 'flex', alignItems: 'center', gap: '3', minH: '16' },
    /** The site's name, with the « Démo » badge hanging under it in mock builds (no width taken). */
    brandSlot: { position: 'relative', flexShrink: 0 },
    brand: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      fontFamily: 'heading',
      fontWeight: 'bold',
      fontSize: 'xl',
      letterSpacing: 'wide',
      color: 'fg.default',
      textDecoration: 'none',
      flexShrink: 0,
      _hover: { color: 'fg.default' },
    },
    /** Mock builds only (`npm run build:demo`, the dev server, the tests): nothing here is real. */
    demoBadge: {
      position: 'absolute',
      top: 'calc(100% - 10px)',
      left: '50%',
      transform: 'translateX(-50%)',
      px: '1.5',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'brand.pink',
      color: 'fg.default',
      bg: 'bg.raised',
      fontSize: '0.625rem',
      lineHeight: '1.4',
      fontWeight: 'bold',
      letterSpacing: 'wider',
      textTransform: 'uppercase',
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
    },
    desktopList: {
      display: { base: 'none', xl: 'flex' },
      alignItems: 'center',
      gap: '0',
      listStyle: 'none',
    },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minH: '11',
      // Twelve entries beside the account menu fit in one line from 1280 px.
      px: { base: '3', xl: '1.5' },
      borderRadius: 'control',
      color: 'fg.muted',
      fontWeight: 'medium',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      _hover: { color: 'fg.default', bg: 'bg.hover' },
      '&[aria-current=page]': {
        color: 'fg.default',
        bg: 'bg.raised',
        boxShadow: 'inset 0 -2px 0 {colors.brand.pink}',
      },
      '&[data-reserved]': { visibility: 'hidden' },
    },
    externalIcon: { opacity: 0.7 },
    accountSlot: {
      display: 'flex',
      alignItems: 'center',
      minW: '11',
      justifyContent: 'flex-end',
      ml: 'auto',
      gap: '2',
    },
    /** The avatar menu's room while it loads. */
    avatarRoom: { width: '10', height: '10' },
    menuButton: {
      display: { base: 'inline-flex', xl: 'none' },
      alignItems: 'center',
      justifyContent: 'center',
      width: '11',
      height: '11',
      borderRadius: 'control',
      borderWidth: '1px',
      borderColor: 'border',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { bg: 'bg.hover' },
    },
    /**
     * The folded menu: a popover shown in the top layer, under the bar (src/theme/global.ts). A
     * browser without popovers ignores the attribute: the links then stay shown under the bar.
     */
    mobilePanel: {
      display: { xl: 'none' },
      pb: '4',
      '& ul': { display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', pt: '3' },
      '& a': { width: '100%' },
    },
  },
})
