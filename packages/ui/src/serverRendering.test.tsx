// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { Dropdown } from './Dropdown/Dropdown';
import { buildBreadcrumbs } from './fixtures/buildBreadcrumbs';
import { buildBrandOptions } from './fixtures/buildDropdownOptions';
import { buildFooterColumns } from './fixtures/buildFooterColumns';
import { buildHeaderLabels, buildHeaderLogo } from './fixtures/buildHeaderProps';
import { buildMegaMenuItems } from './fixtures/buildMegaMenuItems';
import { Footer } from './Footer/Footer';
import { Header } from './Header/Header';
import { LoadingBar } from './LoadingBar/LoadingBar';
import { MegaMenu } from './MegaMenu/MegaMenu';
import { MobileMenu } from './MobileMenu/MobileMenu';
import { Modal } from './Modal/Modal';
import { NotificationArea } from './Notification/NotificationArea';
import { Sidebar } from './Sidebar/Sidebar';
import { Toggle } from './Toggle/Toggle';
import { TopBar } from './TopBar/TopBar';

const menuLabels = {
  navigation: 'Hovedmeny',
  submenu: (title: string) => `Undermeny for ${title}`,
};

// The storefront renders these on the server, in Node without a DOM.
describe('server rendering', () => {
  it('renders the page shell without a DOM', () => {
    const html = renderToString(
      <>
        <LoadingBar active labels={{ loading: 'Laster siden' }} />
        <Header
          logo={buildHeaderLogo()}
          labels={buildHeaderLabels()}
          topBar={
            <TopBar dismissible labels={{ dismiss: 'Lukk' }}>
              Fri frakt over 6000 kr
            </TopBar>
          }
          onMenuOpen={() => {}}
          onCartClick={() => {}}
          cartQuantity={2}
          wishlistHref="/onskeliste"
          taxDisplay={{ checked: true, onCheckedChange: () => {} }}
          phone={{ number: '+4761150000', display: '61 15 00 00' }}
        >
          <MegaMenu items={buildMegaMenuItems()} labels={menuLabels} />
        </Header>
        <Sidebar title="Meny" labels={{ close: 'Lukk' }}>
          <MobileMenu items={buildMegaMenuItems()} labels={menuLabels} />
        </Sidebar>
        <Modal title="Logg inn" labels={{ close: 'Lukk' }} />
        <Breadcrumbs items={buildBreadcrumbs()} labels={{ navigation: 'Brødsmulesti' }} />
        <Dropdown
          options={buildBrandOptions()}
          labels={{ label: 'Merke' }}
          placeholder="Velg merke"
        />
        <Toggle label="inkl. mva" onLabel="På" offLabel="Av" />
        <NotificationArea notifications={[]} labels={{ region: 'Meldinger', dismiss: 'Lukk' }} />
        <Footer columns={buildFooterColumns()} labels={{ navigation: 'Bunnmeny' }} />
      </>,
    );

    expect(html).toContain('action="/search"');
    expect(html).toContain('Handlekurv, 2 varer');
    expect(html).toContain('href="/traktordeler.html"');
    expect(html).toContain('Fri frakt over 6000 kr');
    expect(html).toContain('aria-current="page"');
    // Closed dialogs and an idle loading bar render nothing on the server.
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('role="progressbar"');
  });
});
