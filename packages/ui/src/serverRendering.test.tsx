// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { Carousel } from './Carousel/Carousel';
import { FilterGroup } from './FilterGroup/FilterGroup';
import {
  buildBrandFacet,
  buildFilterGroupLabels,
  buildPriceRangeFilterLabels,
} from './fixtures/buildFacets';
import { buildGalleryImages, buildGalleryLabels } from './fixtures/buildGalleryImages';
import { buildPaginationLabels, buildPaginationModel } from './fixtures/buildPaginationModel';
import { buildProductCard } from './fixtures/buildProductCard';
import { buildSearchOverlayLabels } from './fixtures/buildSearchResults';
import { Gallery } from './Gallery/Gallery';
import { Pagination } from './Pagination/Pagination';
import { PriceRangeFilter } from './PriceRangeFilter/PriceRangeFilter';
import { ProductCard } from './ProductCard/ProductCard';
import { QuantitySelector } from './QuantitySelector/QuantitySelector';
import { SearchOverlay } from './SearchOverlay/SearchOverlay';
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

// The listing and product pages render these on the server.
describe('server rendering of the browsing components', () => {
  it('renders a listing and a product page without a DOM', () => {
    const html = renderToString(
      <>
        <FilterGroup
          title="Merke"
          name="brand"
          options={buildBrandFacet(['ford'])}
          labels={buildFilterGroupLabels()}
        />
        <PriceRangeFilter title="Pris" min={0} max={25000} labels={buildPriceRangeFilterLabels()} />
        <ProductCard {...buildProductCard()} onAddToCart={() => {}} />
        <Pagination
          model={buildPaginationModel({ currentPage: 2, totalPages: 9 })}
          hrefForPage={(page) => `?page=${page}`}
          labels={buildPaginationLabels()}
        />
        <Carousel title="Populære produkter" labels={{ previous: 'Forrige', next: 'Neste' }}>
          <ProductCard {...buildProductCard()} />
        </Carousel>
        <Gallery images={buildGalleryImages(3)} labels={buildGalleryLabels()} />
        <QuantitySelector
          value={1}
          min={1}
          onChange={() => {}}
          labels={{ label: 'Antall', decrease: 'Færre', increase: 'Flere' }}
        />
        <SearchOverlay
          open={false}
          onOpenChange={() => {}}
          term=""
          onTermChange={() => {}}
          labels={buildSearchOverlayLabels()}
        />
      </>,
    );

    expect(html).toContain('name="brand"');
    expect(html).toContain('name="price_from"');
    expect(html).toContain('href="?page=3"');
    expect(html).toContain('Oljefilter – Massey Ferguson 35');
    expect(html).toContain('aria-current="true"');
    expect(html).not.toContain('role="dialog"');
  });
});
