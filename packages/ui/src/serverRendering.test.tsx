// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './AccountMenu/AccountMenu';
import { AccountNavigation } from './AccountNavigation/AccountNavigation';
import { AddressCard } from './AddressCard/AddressCard';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { Checkbox } from './Checkbox/Checkbox';
import {
  buildAccountMenuItems,
  buildAccountMenuLabels,
  buildAccountNavigationItems,
  buildAccountNavigationLabels,
  buildAddressCardLabels,
  buildCompanyAddress,
  buildPostalAddress,
} from './fixtures/buildAccount';
import {
  buildOrderItems,
  buildOrderItemsLabels,
  buildOrderListLabels,
  buildOrders,
  buildOrderTotals,
} from './fixtures/buildOrders';
import {
  buildLicensePlateFinderLabels,
  buildPartFinderLabels,
  buildPartFinderList,
} from './fixtures/buildPartFinder';
import { FormError } from './FormError/FormError';
import { LicensePlateFinder } from './LicensePlateFinder/LicensePlateFinder';
import { OrderAddresses } from './OrderAddresses/OrderAddresses';
import { OrderItemsTable } from './OrderItemsTable/OrderItemsTable';
import { OrderList } from './OrderList/OrderList';
import { OrderTotals } from './OrderTotals/OrderTotals';
import { PartFinder } from './PartFinder/PartFinder';
import { PasswordField } from './PasswordField/PasswordField';
import { SelectField } from './SelectField/SelectField';
import { SubmitButton } from './SubmitButton/SubmitButton';
import { Tabs } from './Tabs/Tabs';
import { TextField } from './TextField/TextField';
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

// The login, registration and account pages render these on the server; their forms post before
// hydration.
describe('server rendering of the account components', () => {
  it('renders the forms, the account menu and navigation, addresses and orders without a DOM', () => {
    const html = renderToString(
      <>
        <AccountMenu
          authenticated
          labels={buildAccountMenuLabels()}
          customerName="Ola"
          items={buildAccountMenuItems()}
          logout={{ action: '/logout' }}
        />
        <Tabs
          labels={{ tabList: 'Konto' }}
          items={[
            {
              id: 'login',
              label: 'Logg inn',
              content: (
                <form method="post" action="/login">
                  <FormError messages={['Innloggingen var feil']} />
                  <TextField label="E-post" name="email" type="email" error="Ugyldig e-post" />
                  <PasswordField
                    label="Passord"
                    name="password"
                    labels={{ show: 'Vis', hide: 'Skjul' }}
                  />
                  <Checkbox label="Husk meg" name="remember" />
                  <SelectField
                    label="Land"
                    name="country_code"
                    options={[{ value: 'NO', label: 'Norge' }]}
                  />
                  <SubmitButton busy>Logg inn</SubmitButton>
                </form>
              ),
            },
            { id: 'register', label: 'Opprett konto', content: <p>Registrering</p> },
          ]}
        />
        <AccountNavigation
          items={buildAccountNavigationItems()}
          labels={buildAccountNavigationLabels()}
          logout={{ action: '/logout' }}
        />
        <AddressCard
          address={buildCompanyAddress()}
          labels={buildAddressCardLabels()}
          defaultBilling
          editHref="/customer/addresses-details/edit/3"
          editDisabledReason="Bedriftskunder kan ikke endre fakturaadressen."
          deletePost={{ action: '/customer/addresses-details', fields: { id: '3' } }}
        />
        <OrderList orders={buildOrders(2)} labels={buildOrderListLabels()} />
        <OrderItemsTable items={buildOrderItems()} labels={buildOrderItemsLabels()} />
        <OrderTotals rows={buildOrderTotals()} />
        <OrderAddresses
          labels={{ telephone: 'Telefon', vatId: 'Org.nr.' }}
          blocks={[{ title: 'Leveringsadresse', address: buildPostalAddress() }]}
        />
      </>,
    );

    expect(html).toContain('<details');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('type="password"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('role="tablist"');
    expect(html).not.toContain('Registrering');
    expect(html).toContain('Bedriftskunder kan ikke endre fakturaadressen.');
    expect(html).toContain('href="/customer/order-history/000000124"');
    expect(html).toContain('3 791,30 kr');
    // The login form, two logouts and the address delete.
    expect(html.match(/method="post"/g)).toHaveLength(4);
  });
});

describe('server rendering of the finders', () => {
  it('renders both finders as GET forms that work before hydration', () => {
    const html = renderToString(
      <PartFinder
        labels={buildPartFinderLabels()}
        finders={buildPartFinderList({
          options: [{ value: 'traktor', label: 'Traktor' }],
          value: 'traktor',
          status: 'success',
        })}
        brands={buildPartFinderList({
          options: [{ value: 'valtra', label: 'Valtra' }],
          status: 'success',
        })}
        models={buildPartFinderList()}
        formAction="/parts"
        modeToggle={{
          label: 'Søk på registreringsnummer',
          onLabel: 'På',
          offLabel: 'Av',
          checked: false,
          onCheckedChange: () => undefined,
        }}
        alternative={<p>Skiltsøk</p>}
      />,
    );
    const plate = renderToString(
      <LicensePlateFinder
        labels={buildLicensePlateFinderLabels()}
        value="WF 91091"
        action="/parts"
        modelChoice={{ options: [{ value: '11', label: 'G135' }], value: null }}
        message={{ text: 'Vi fant ikke traktoren din', tone: 'status' }}
        resetHref="/parts?mode=plate"
      />,
    );

    expect(html).toContain('action="/parts"');
    expect(html).toContain('method="get"');
    expect(html).toMatch(/<select[^>]*name="finder"/);
    expect(html).toMatch(/<option value="traktor" selected="">Traktor<\/option>/);
    expect(html).toMatch(/<select[^>]*name="model"[^>]*disabled=""/);
    expect(html).not.toContain('Skiltsøk');
    expect(plate).toContain('method="get"');
    expect(plate).toContain('name="licensePlate"');
    expect(plate).toContain('value="WF 91091"');
    expect(plate).toContain('placeholder="AX 9999"');
    expect(plate).toMatch(/<select[^>]*name="modelId"/);
    expect(plate).toContain('role="status"');
    expect(plate).toContain('href="/parts?mode=plate"');
  });
});
