import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertInterfaceType,
  assertValidSchema,
  buildASTSchema,
  buildSchema,
  concatAST,
  extendSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  validate,
  type DefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  specifiedScalarTypes,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs, schemaFiles } from './index';

/** Magento 2.4.8's runtime schema, kept next to the repository (outside it) for checks only. */
const REFERENCE_SCHEMA = fileURLToPath(
  new URL('../../../shared/reference/magento-graphql/schema.graphql', import.meta.url),
);

const [magentoSdl = '', extensionsSdl = ''] = loadTypeDefs();

/** The shop's full contract: Magento's part plus the shop's modules. */
const buildContract = once((): GraphQLSchema =>
  buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl)))),
);

function once<T>(make: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: make() }).current;
}

const isOwnType = (type: GraphQLNamedType) =>
  !type.name.startsWith('__') && !specifiedScalarTypes.some((scalar) => scalar.name === type.name);
const deprecated = (element: { deprecationReason?: string | null | undefined }) =>
  element.deprecationReason != null;
const defaultOf = (element: GraphQLArgument | GraphQLInputField) =>
  element.defaultValue === undefined ? '(none)' : JSON.stringify(element.defaultValue);
const normalise = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '')
    .trim();

/** Differences between one of our fields (or arguments) and Magento's. */
function compareArguments(
  where: string,
  ours: readonly GraphQLArgument[],
  theirs: readonly GraphQLArgument[],
  problems: string[],
) {
  const theirsByName = new Map(theirs.map((arg) => [arg.name, arg]));
  for (const arg of ours) {
    const ref = theirsByName.get(arg.name);
    if (!ref) {
      problems.push(`${where}(${arg.name}:) is not an argument in Magento`);
      continue;
    }
    if (String(arg.type) !== String(ref.type)) {
      problems.push(`${where}(${arg.name}:) is ${arg.type}, Magento has ${ref.type}`);
    }
    if (defaultOf(arg) !== defaultOf(ref)) {
      problems.push(
        `${where}(${arg.name}:) defaults to ${defaultOf(arg)}, Magento to ${defaultOf(ref)}`,
      );
    }
    if (arg.description && normalise(arg.description) === normalise(ref.description)) {
      problems.push(`${where}(${arg.name}:) repeats Magento's description; write our own`);
    }
  }
  const ourNames = new Set(ours.map((arg) => arg.name));
  for (const ref of theirs) {
    if (!ourNames.has(ref.name))
      problems.push(`${where} lacks Magento's argument ${ref.name}: ${ref.type}`);
  }
}

function compareFields(
  typeName: string,
  ours: readonly GraphQLField<unknown, unknown>[],
  theirs: Record<string, GraphQLField<unknown, unknown>>,
  problems: string[],
) {
  for (const field of ours) {
    const where = `${typeName}.${field.name}`;
    const ref = theirs[field.name];
    if (!ref) {
      problems.push(`${where} is not a field in Magento`);
      continue;
    }
    if (String(field.type) !== String(ref.type)) {
      problems.push(`${where} is ${field.type}, Magento has ${ref.type}`);
    }
    if (deprecated(field) !== deprecated(ref)) {
      problems.push(`${where} is ${deprecated(field) ? '' : 'not '}deprecated, unlike Magento's`);
    }
    if (field.description && normalise(field.description) === normalise(ref.description)) {
      problems.push(`${where} repeats Magento's description; write our own`);
    }
    compareArguments(where, field.args, ref.args, problems);
  }
}

/**
 * Every difference between the types of `ours` and the same types in `reference`: names, kinds,
 * fields, arguments, default values, enum values, input fields, interfaces, deprecations.
 * Fields may be left out of object and interface types; enums and input types must be complete.
 */
function compatibilityProblems(ours: GraphQLSchema, reference: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const type of Object.values(ours.getTypeMap()).filter(isOwnType)) {
    const ref = reference.getType(type.name);
    if (!ref) {
      problems.push(`type ${type.name} does not exist in Magento`);
      continue;
    }
    if (type.constructor !== ref.constructor) {
      problems.push(
        `${type.name} is a ${type.constructor.name}, Magento's is a ${ref.constructor.name}`,
      );
      continue;
    }
    if (type.description && normalise(type.description) === normalise(ref.description)) {
      problems.push(`type ${type.name} repeats Magento's description; write our own`);
    }
    if (
      (isObjectType(type) || isInterfaceType(type)) &&
      (isObjectType(ref) || isInterfaceType(ref))
    ) {
      const ourInterfaces = type
        .getInterfaces()
        .map((i) => i.name)
        .sort();
      const expected = ref
        .getInterfaces()
        .map((i) => i.name)
        .filter((name) => ours.getType(name))
        .sort();
      if (ourInterfaces.join() !== expected.join()) {
        problems.push(
          `${type.name} implements [${ourInterfaces.join(', ')}], Magento's [${expected.join(', ')}] (of the interfaces we have)`,
        );
      }
      compareFields(type.name, Object.values(type.getFields()), ref.getFields(), problems);
    } else if (isInputObjectType(type) && isInputObjectType(ref)) {
      const theirs = ref.getFields();
      for (const field of Object.values(type.getFields())) {
        const where = `${type.name}.${field.name}`;
        const refField = theirs[field.name];
        if (!refField) {
          problems.push(`${where} is not an input field in Magento`);
          continue;
        }
        if (String(field.type) !== String(refField.type)) {
          problems.push(`${where} is ${field.type}, Magento has ${refField.type}`);
        }
        if (defaultOf(field) !== defaultOf(refField)) {
          problems.push(
            `${where} defaults to ${defaultOf(field)}, Magento to ${defaultOf(refField)}`,
          );
        }
        if (field.description && normalise(field.description) === normalise(refField.description)) {
          problems.push(`${where} repeats Magento's description; write our own`);
        }
      }
      for (const name of Object.keys(theirs)) {
        if (!type.getFields()[name])
          problems.push(`input ${type.name} lacks Magento's field ${name}`);
      }
    } else if (isEnumType(type) && isEnumType(ref)) {
      const theirs = new Map(ref.getValues().map((value) => [value.name, value]));
      for (const value of type.getValues()) {
        const refValue = theirs.get(value.name);
        if (!refValue) {
          problems.push(`${type.name}.${value.name} is not a value in Magento`);
          continue;
        }
        if (deprecated(value) !== deprecated(refValue)) {
          problems.push(`${type.name}.${value.name} deprecation differs from Magento's`);
        }
        if (value.description && normalise(value.description) === normalise(refValue.description)) {
          problems.push(`${type.name}.${value.name} repeats Magento's description; write our own`);
        }
      }
      for (const name of theirs.keys()) {
        if (!type.getValue(name)) problems.push(`enum ${type.name} lacks Magento's value ${name}`);
      }
    } else if (isUnionType(type) && isUnionType(ref)) {
      const theirs = new Set(ref.getTypes().map((member) => member.name));
      for (const member of type.getTypes()) {
        if (!theirs.has(member.name))
          problems.push(`union ${type.name} has ${member.name}, Magento's has not`);
      }
    }
  }
  return problems;
}

const TYPE_DEFINITIONS = new Set<string>([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.SCALAR_TYPE_DEFINITION,
]);
const TYPE_EXTENSIONS = new Set<string>([
  Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_EXTENSION,
  Kind.INPUT_OBJECT_TYPE_EXTENSION,
  Kind.ENUM_TYPE_EXTENSION,
  Kind.UNION_TYPE_EXTENSION,
  Kind.SCALAR_TYPE_EXTENSION,
]);

interface Member {
  name: { value: string };
  description?: { value: string } | undefined;
}
/** Fields, input fields or enum values a definition or extension node declares. */
function membersOf(node: DefinitionNode): readonly Member[] {
  if ('fields' in node && node.fields) return node.fields;
  if ('values' in node && node.values) return node.values;
  return [];
}

/** Operations a storefront sends; also checked by validate.mjs (it reads these templates). */
const SAMPLE_OPERATIONS: Record<string, string> = {
  storeConfig: /* GraphQL */ `
    query StoreConfig {
      storeConfig {
        store_code
        store_name
        locale
        base_currency_code
        default_display_currency_code
        base_media_url
        secure_base_media_url
        catalog_default_sort_by
        category_url_suffix
        product_url_suffix
        grid_per_page
        grid_per_page_values
        logo_alt
        header_logo_src
        default_title
        title_suffix
        cms_home_page
        root_category_uid
        minimum_password_length
        required_character_classes_number
        catalog_display_tax
        top_menu_block_identifier
        top_bar_block_enabled
        top_bar_block_identifier
        top_bar_block_background_color
        sticky_header
        hide_cart_button
        wishlist_enabled
      }
      currency {
        base_currency_code
        default_display_currency_code
        default_display_currency_symbol
        available_currency_codes
        exchange_rates {
          currency_to
          rate
        }
      }
      country(id: "NO") {
        id
        full_name_locale
        available_regions {
          id
          code
          name
        }
      }
    }
  `,
  cms: /* GraphQL */ `
    query CmsContent($identifier: String!, $blocks: [String]) {
      cmsPage(identifier: $identifier) {
        identifier
        url_key
        title
        content
        content_heading
        page_layout
        meta_title
        meta_description
        meta_keywords
      }
      cmsBlocks(identifiers: $blocks) {
        items {
          identifier
          title
          content
        }
      }
    }
  `,
  products: /* GraphQL */ `
    query ProductSearch(
      $search: String
      $filter: ProductAttributeFilterInput
      $pageSize: Int = 12
      $currentPage: Int = 1
      $sort: ProductAttributeSortInput
    ) {
      products(
        search: $search
        filter: $filter
        pageSize: $pageSize
        currentPage: $currentPage
        sort: $sort
      ) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        sort_fields {
          default
          options {
            label
            value
          }
        }
        suggestions {
          search
        }
        aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
          attribute_code
          label
          count
          position
          options {
            label
            value
            count
          }
        }
        items {
          __typename
          uid
          sku
          name
          url_key
          url_suffix
          url_rewrites {
            url
            parameters {
              name
              value
            }
          }
          stock_status
          only_x_left_in_stock
          rating_summary
          review_count
          thumbnail {
            url
            label
          }
          small_image {
            url
            label
          }
          price_range {
            minimum_price {
              regular_price {
                value
                currency
              }
              final_price {
                value
                currency
              }
              discount {
                amount_off
                percent_off
              }
            }
            maximum_price {
              regular_price {
                value
                currency
              }
              final_price {
                value
                currency
              }
            }
          }
          categories {
            uid
            name
            url_path
            url_suffix
          }
          wm_delivery_time
          ag_produktgruppe
          wm_order_product
          manufacturer
          color
          price_matrix_price {
            price_excl_tax
            price_incl_tax
          }
          ... on ConfigurableProduct {
            configurable_options {
              attribute_code
              label
              uid
              values {
                uid
                label
                swatch_data {
                  __typename
                  value
                  ... on ImageSwatchData {
                    thumbnail
                  }
                }
              }
            }
            variants {
              attributes {
                code
                uid
                label
              }
              product {
                sku
                stock_status
                price_matrix_price {
                  price_incl_tax
                }
              }
            }
          }
          ... on BundleProduct {
            dynamic_price
            price_view
            items {
              uid
              title
              required
              type
              options {
                uid
                label
                quantity
                can_change_quantity
                product {
                  sku
                  name
                }
              }
            }
          }
          ... on GroupedProduct {
            items {
              qty
              position
              product {
                sku
                name
              }
            }
          }
        }
      }
    }
  `,
  productPage: /* GraphQL */ `
    query ProductPage($urlKey: String!) {
      products(filter: { url_key: { eq: $urlKey } }) {
        items {
          __typename
          uid
          sku
          name
          canonical_url
          meta_title
          meta_description
          meta_keyword
          description {
            html
          }
          short_description {
            html
          }
          media_gallery {
            __typename
            url
            label
            position
            disabled
            ... on ProductVideo {
              video_content {
                media_type
                video_provider
                video_url
                video_title
              }
            }
          }
          price_tiers {
            quantity
            final_price {
              value
            }
            discount {
              percent_off
            }
          }
          special_price
          country_of_manufacture
          new_from_date
          new_to_date
          options_container
          gift_message_available
          related_products {
            uid
            sku
            name
          }
          upsell_products {
            uid
            sku
          }
          crosssell_products {
            uid
            sku
          }
          ... on PhysicalProductInterface {
            weight
          }
          ... on CustomizableProductInterface {
            options {
              uid
              title
              required
              ... on CustomizableDropDownOption {
                value {
                  uid
                  title
                  price
                  price_type
                }
              }
            }
          }
          ... on ConfigurableProduct {
            configurable_product_options_selection(configurableOptionValueUids: []) {
              options_available_for_selection {
                attribute_code
                option_value_uids
              }
              variant {
                sku
              }
            }
          }
          ... on DownloadableProduct {
            links_title
            links_purchased_separately
            downloadable_product_links {
              uid
              title
              price
              sample_url
            }
            downloadable_product_samples {
              title
              sample_url
            }
          }
        }
      }
    }
  `,
  productSpecifications: /* GraphQL */ `
    query ProductSpecifications($urlKey: String!) {
      products(filter: { url_key: { eq: $urlKey } }) {
        items {
          sku
          custom_attributesV2(filters: { is_visible_on_front: true }) {
            items {
              code
              ... on AttributeValue {
                value
              }
              ... on AttributeSelectedOptions {
                selected_options {
                  label
                  value
                }
              }
            }
            errors {
              type
              message
            }
          }
          wm_pf_fitments {
            finder {
              id
              name
              slug
            }
            brand {
              id
              name
              slug
            }
            model {
              id
              name
              slug
            }
          }
        }
      }
    }
  `,
  attributeMetadata: /* GraphQL */ `
    query AttributeMetadata {
      customAttributeMetadataV2(
        attributes: [
          { attribute_code: "color", entity_type: "catalog_product" }
          { attribute_code: "manufacturer", entity_type: "catalog_product" }
        ]
      ) {
        items {
          code
          label
          frontend_input
          options {
            label
            value
            ... on AttributeOptionMetadata {
              swatch {
                __typename
                value
              }
            }
          }
          ... on CatalogAttributeMetadata {
            is_comparable
            is_visible_on_front
            is_filterable
            swatch_input_type
          }
        }
        errors {
          type
          message
        }
      }
      attributesList(entityType: CATALOG_PRODUCT, filters: { is_visible_on_front: true }) {
        items {
          code
          label
        }
      }
    }
  `,
  partFinderParts: /* GraphQL */ `
    query PartFinderParts($modelId: String!, $page: Int) {
      products(
        filter: { wm_pf_model_id: { eq: $modelId }, ag_produktgruppe: { in: ["12", "13"] } }
        pageSize: 24
        currentPage: $page
        sort: { updated_at: DESC }
      ) {
        total_count
        items {
          uid
          sku
          name
          wm_delivery_time
        }
      }
    }
  `,
  categoryTree: /* GraphQL */ `
    query MegaMenuCategories($uids: [String], $pageSize: Int) {
      categories(filters: { category_uid: { in: $uids } }, pageSize: $pageSize) {
        total_count
        items {
          ...MenuCategory
          children {
            ...MenuCategory
            children {
              ...MenuCategory
              children {
                ...MenuCategory
              }
            }
          }
        }
      }
    }

    fragment MenuCategory on CategoryTree {
      uid
      name
      position
      url_path
      url_suffix
      include_in_menu
      children_count
    }
  `,
  categoryPage: /* GraphQL */ `
    query CategoryPage($urlPath: String!) {
      categories(filters: { url_path: { eq: $urlPath } }) {
        items {
          uid
          name
          description
          image
          display_mode
          landing_page
          cms_block {
            identifier
            content
          }
          meta_title
          meta_keywords
          meta_description
          canonical_url
          is_anchor
          available_sort_by
          default_sort_by
          level
          path
          breadcrumbs {
            category_uid
            category_name
            category_level
            category_url_path
          }
          products(pageSize: 12, currentPage: 1, sort: { name: ASC }) {
            total_count
            items {
              uid
              sku
              name
            }
          }
        }
      }
    }
  `,
  route: /* GraphQL */ `
    query Route($url: String!) {
      route(url: $url) {
        __typename
        relative_url
        redirect_code
        type
        ... on CategoryTree {
          uid
          name
        }
        ... on ProductInterface {
          uid
          sku
        }
        ... on CmsPage {
          identifier
        }
      }
    }
  `,
  partFinderLists: /* GraphQL */ `
    query PartFinderBrands($finderId: String!, $page: Int = 1) {
      WmPartFinderFinders(pageSize: 100, currentPage: 1) {
        total_count
        items {
          finder_id
          name
          slug
        }
      }
      WmPartFinderBrands(
        pageSize: 300
        currentPage: $page
        filter: { finder_id: { eq: $finderId } }
      ) {
        total_count
        items {
          brand_id
          finder_id
          name
          slug
        }
      }
      WmPartFinderModels(filter: { brand_id: { in: ["1", "2"] }, slug: { eq: "6400" } }) {
        total_count
        items {
          model_id
          brand_id
          name
          slug
          year_from
          year_to
        }
      }
    }
  `,
  licensePlate: /* GraphQL */ `
    query LicensePlate($plate: String!, $brand: String!, $model: String!, $finderId: Int!) {
      WmLicensePlateSearch(license_plate: $plate) {
        brand
        model
        brand_exists
        model_exists
        brand_finder_id
        suggestions {
          brand
          brand_id
          brand_finder_id
          models {
            model_id
            model
          }
        }
        vehicle {
          license_plate
          make
          trade_name
          type_designation
          vehicle_class
          vehicle_class_name
          is_farm_vehicle
          first_registered
        }
      }
      WmPartFinderInfo(brand: $brand, model: $model, finder_id: $finderId) {
        finder {
          id
          name
          slug
        }
        brand {
          id
          name
          slug
        }
        model {
          id
          name
          slug
        }
      }
    }
  `,
  quoteRequest: /* GraphQL */ `
    mutation RequestQuote($input: WmQuoteRequestInput!) {
      WmRequestQuote(input: $input) {
        quote_request {
          number
          sku
          product_name
          quantity
          message
          name
          email
          phone
          created_at
        }
      }
    }
  `,
  myTractors: /* GraphQL */ `
    query MyTractors {
      customer {
        email
        wm_tractors {
          ...Tractor
        }
      }
    }

    mutation AddTractors($input: [WmTractorInput!]!) {
      WmAddTractors(input: $input) {
        ...Tractor
      }
    }

    mutation RemoveTractor($id: ID!) {
      WmRemoveTractor(id: $id) {
        id
      }
    }

    mutation SetActiveTractor($id: ID) {
      WmSetActiveTractor(id: $id) {
        id
        is_active
      }
    }

    fragment Tractor on WmTractor {
      id
      finder {
        id
        name
        slug
      }
      brand {
        id
        name
        slug
      }
      model {
        id
        name
        slug
      }
      license_plate
      nickname
      is_active
      added_at
    }
  `,
  megaMenu: /* GraphQL */ `
    query MegaMenu {
      megaMenuItems {
        ...MenuItem
        children {
          ...MenuItem
          children {
            ...MenuItem
          }
        }
      }
    }

    fragment MenuItem on MegaMenuItem {
      uid
      title
      link
      link_type
      link_uid
      target
      cols_nb
      content
      custom_class
      icon_url
      items_id
      show_subcategories
      show_title
      width
      position
    }
  `,
  guestWishlist: /* GraphQL */ `
    query GuestWishlist($code: String!) {
      WmWishlistItemsCount(sharing_code: $code)
      WmWishlist(sharing_code: $code, currentPage: 1, pageSize: 100) {
        id
        items_count
        sharing_code
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          id
          quantity
          description
          added_at
          product {
            __typename
            sku
            uid
            name
            stock_status
            only_x_left_in_stock
            url_key
            thumbnail {
              url
            }
          }
        }
      }
    }
  `,
  guestWishlistChanges: /* GraphQL */ `
    mutation GuestWishlistChanges($code: String!, $sku: String!, $parentSku: String, $ids: [ID!]!) {
      WmWishlistCreate {
        sharing_code
      }
      WmWishlistAddItems(
        sharing_code: $code
        items: [{ sku: $sku, quantity: 1, parent_sku: $parentSku }]
      ) {
        wishlist {
          items_count
        }
        user_errors {
          code
          message
        }
      }
      WmWishlistRemoveItems(sharing_code: $code, item_ids: $ids) {
        wishlist {
          items_count
        }
      }
    }
  `,
  login: /* GraphQL */ `
    mutation Login($email: String!, $password: String!) {
      generateCustomerToken(email: $email, password: $password) {
        token
        credit_check_approved
      }
    }
  `,
  orderHistory: /* GraphQL */ `
    query OrderHistory($currentPage: Int, $number: String) {
      customer {
        orders(
          currentPage: $currentPage
          pageSize: 10
          filter: { number: { eq: $number } }
          sort: { sort_field: CREATED_AT, sort_direction: DESC }
        ) {
          total_count
          date_of_first_order
          page_info {
            current_page
            total_pages
          }
          items {
            id
            number
            order_date
            status
            shipping_method
            carrier
            payment_methods {
              name
              type
            }
            shipping_address {
              firstname
              lastname
              street
              city
              postcode
              country_code
            }
            items {
              product_name
              product_sku
              product_url_key
              quantity_ordered
              product_sale_price {
                value
                currency
              }
              prices {
                row_total_including_tax {
                  value
                }
              }
            }
            total {
              subtotal_excl_tax {
                value
              }
              total_shipping {
                value
              }
              total_tax {
                value
              }
              taxes {
                rate
                title
                amount {
                  value
                }
              }
              discounts {
                label
                amount {
                  value
                }
              }
              grand_total {
                value
                currency
              }
            }
          }
        }
      }
    }
  `,
  accountChanges: /* GraphQL */ `
    mutation AccountChanges($input: CustomerAddressInput!, $id: Int!) {
      createCustomerAddress(input: $input) {
        id
        default_shipping
      }
      updateCustomerAddress(id: $id, input: { city: "Hamar" }) {
        id
        city
      }
      deleteCustomerAddress(id: $id)
      updateCustomerEmail(email: "ola@example.no", password: "Traktor-2024") {
        customer {
          email
        }
      }
      requestPasswordResetEmail(email: "ola@example.no")
      resetPassword(email: "ola@example.no", resetPasswordToken: "t", newPassword: "Traktor-2025")
    }
  `,
  recaptcha: /* GraphQL */ `
    query Recaptcha {
      recaptchaV3Config {
        is_enabled
        website_key
        forms
        minimum_score
        badge_position
        language_code
        failure_message
        theme
      }
    }
  `,
  cart: /* GraphQL */ `
    fragment CartFields on Cart {
      id
      email
      is_virtual
      total_quantity
      applied_coupons {
        code
      }
      items {
        __typename
        uid
        quantity
        is_available
        not_available_message
        errors {
          code
          message
        }
        product {
          __typename
          sku
          uid
          name
          stock_status
          only_x_left_in_stock
        }
        prices {
          price {
            value
            currency
          }
          row_total {
            value
          }
          row_total_including_tax {
            value
          }
          total_item_discount {
            value
          }
          discounts {
            label
            amount {
              value
            }
          }
        }
        ... on ConfigurableCartItem {
          configured_variant {
            sku
          }
          configurable_options {
            option_label
            value_label
          }
        }
        ... on BundleCartItem {
          bundle_options {
            uid
            label
            values {
              label
              quantity
            }
          }
        }
      }
      prices {
        subtotal_including_tax {
          value
        }
        subtotal_excluding_tax {
          value
        }
        grand_total {
          value
          currency
        }
        applied_taxes {
          label
          amount {
            value
          }
        }
        discounts {
          label
          amount {
            value
          }
        }
      }
      available_payment_methods {
        code
        title
      }
      shipping_addresses {
        selected_shipping_method {
          amount {
            value
          }
        }
      }
      wm_customer_order_fields {
        customer_ref
        customer_order_no
      }
    }
    query Cart($cartId: String!) {
      cart(cart_id: $cartId) {
        ...CartFields
      }
      customerCart {
        ...CartFields
      }
    }
  `,
  cartChanges: /* GraphQL */ `
    mutation CartChanges(
      $cartId: String!
      $sku: String!
      $parentSku: String!
      $options: [ID]
      $bundleOptions: [BundleOptionInput]!
      $uid: ID!
      $source: String!
    ) {
      createGuestCart {
        cart {
          id
        }
      }
      createEmptyCart
      addSimpleProductsToCart(
        input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }
      ) {
        cart {
          total_quantity
        }
      }
      addConfigurableProductsToCart(
        input: {
          cart_id: $cartId
          cart_items: [
            { parent_sku: $parentSku, data: { sku: $sku, quantity: 1, selected_options: $options } }
          ]
        }
      ) {
        cart {
          total_quantity
        }
      }
      addBundleProductsToCart(
        input: {
          cart_id: $cartId
          cart_items: [{ data: { sku: $sku, quantity: 1 }, bundle_options: $bundleOptions }]
        }
      ) {
        cart {
          total_quantity
        }
      }
      addDownloadableProductsToCart(
        input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }
      ) {
        cart {
          total_quantity
        }
      }
      addVirtualProductsToCart(
        input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }
      ) {
        cart {
          total_quantity
        }
      }
      addProductsToCart(
        cartId: $cartId
        cartItems: [{ sku: $sku, quantity: 1, parent_sku: $parentSku }]
      ) {
        cart {
          total_quantity
        }
        user_errors {
          code
          message
        }
      }
      updateCartItems(
        input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: 2 }] }
      ) {
        cart {
          total_quantity
        }
        errors {
          code
          message
        }
      }
      removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
        cart {
          total_quantity
        }
      }
      applyCouponToCart(input: { cart_id: $cartId, coupon_code: "VAAR10" }) {
        cart {
          applied_coupons {
            code
          }
        }
      }
      removeCouponFromCart(input: { cart_id: $cartId }) {
        cart {
          applied_coupons {
            code
          }
        }
      }
      setGuestEmailOnCart(input: { cart_id: $cartId, email: "ola@example.no" }) {
        cart {
          email
        }
      }
      mergeCarts(source_cart_id: $source, destination_cart_id: $cartId) {
        id
        total_quantity
      }
    }
  `,
  customerWishlist: /* GraphQL */ `
    query CustomerWishlist {
      customer {
        wishlists {
          id
          items_count
          sharing_code
          updated_at
          items_v2(currentPage: 1, pageSize: 10) {
            items {
              __typename
              id
              quantity
              added_at
              product {
                sku
                name
              }
              ... on ConfigurableWishlistItem {
                configured_variant {
                  sku
                }
              }
            }
            page_info {
              current_page
              total_pages
            }
          }
        }
      }
    }
  `,
  customerWishlistChanges: /* GraphQL */ `
    mutation CustomerWishlistChanges($id: ID!, $sku: String!, $itemId: ID!, $code: String!) {
      addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) {
        wishlist {
          items_count
        }
        user_errors {
          code
          message
        }
      }
      removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: [$itemId]) {
        wishlist {
          items_count
        }
        user_errors {
          code
          message
        }
      }
      WmMergeWishlist(sharing_code: $code) {
        wishlist {
          items_count
        }
      }
    }
  `,
  orderFields: /* GraphQL */ `
    mutation OrderFields($cartId: String!) {
      addCustomFieldsToCart(
        input: { cart_id: $cartId, customer_ref: "Ola", customer_order_no: "PO-1" }
      ) {
        cart {
          id
          total_quantity
          wm_customer_order_fields {
            customer_ref
            customer_order_no
          }
        }
      }
    }
  `,
  checkout: /* GraphQL */ `
    mutation Checkout($cartId: String!, $addressId: Int!) {
      setShippingAddressesOnCart(
        input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }
      ) {
        cart {
          shipping_addresses {
            uid
            id
            firstname
            lastname
            company
            street
            city
            postcode
            telephone
            country {
              code
              label
            }
            same_as_billing
            available_shipping_methods {
              carrier_code
              carrier_title
              method_code
              method_title
              available
              error_message
              amount {
                value
                currency
              }
              price_excl_tax {
                value
              }
              price_incl_tax {
                value
              }
            }
          }
        }
      }
      setBillingAddressOnCart(
        input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }
      ) {
        cart {
          billing_address {
            uid
            id
            firstname
            city
            vat_id
          }
        }
      }
      setShippingMethodsOnCart(
        input: {
          cart_id: $cartId
          shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }]
        }
      ) {
        cart {
          shipping_addresses {
            selected_shipping_method {
              carrier_code
              method_code
              amount {
                value
              }
            }
          }
          prices {
            grand_total {
              value
            }
          }
        }
      }
      setPaymentMethodOnCart(
        input: {
          cart_id: $cartId
          payment_method: { code: "wm_card", wm_card: { token: "tok_from_the_hosted_card_form" } }
        }
      ) {
        cart {
          selected_payment_method {
            code
            title
            wm_card {
              brand
              last4
            }
          }
        }
      }
      placeOrder(input: { cart_id: $cartId }) {
        errors {
          code
          message
        }
        order {
          order_number
        }
        orderV2 {
          number
          status
          total {
            grand_total {
              value
            }
          }
          wm_customer_order_fields {
            customer_ref
            customer_order_no
          }
        }
      }
    }
  `,
  blog: /* GraphQL */ `
    query Blog($slug: String!) {
      WmBlogPosts(pageSize: 10, currentPage: 1) {
        total_count
        page_info {
          total_pages
        }
        items {
          id
          slug
          title
          excerpt
          published_at
          image
        }
      }
      WmBlogPost(slug: $slug) {
        title
        content
        author
      }
    }
  `,
};

describe('the shop contract', () => {
  it('builds into one valid schema with graphql-js', () => {
    const schema = buildContract();
    expect(() => assertValidSchema(schema)).not.toThrow();
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
  });

  it('exposes the SDL files through schemaFiles', () => {
    expect(readFileSync(schemaFiles.magento, 'utf8')).toBe(magentoSdl);
    expect(readFileSync(schemaFiles.extensions, 'utf8')).toBe(extensionsSdl);
  });

  it.each(Object.entries(SAMPLE_OPERATIONS))('validates the %s operation', (_name, operation) => {
    const errors = validate(buildContract(), parse(operation)).map((error) => error.message);
    expect(errors).toEqual([]);
  });

  it('describes every type, field, argument and enum value of the shop', () => {
    const missing: string[] = [];
    for (const sdl of [magentoSdl, extensionsSdl]) {
      for (const node of parse(sdl).definitions) {
        if (!('name' in node) || !node.name) continue;
        const typeName = node.name.value;
        if (TYPE_DEFINITIONS.has(node.kind) && !('description' in node && node.description)) {
          missing.push(typeName);
        }
        // Currency codes speak for themselves.
        const members = typeName === 'CurrencyEnum' ? [] : membersOf(node);
        for (const member of members) {
          if (!member.description) missing.push(`${typeName}.${member.name.value}`);
          const args = 'arguments' in member ? (member.arguments as readonly Member[]) : [];
          for (const arg of args) {
            if (!arg.description)
              missing.push(`${typeName}.${member.name.value}(${arg.name.value}:)`);
          }
        }
      }
    }
    expect(missing, `without a description:\n${missing.join('\n')}`).toEqual([]);
  });

  it('implements every product interface field on all six product types', () => {
    const schema = buildContract();
    const productTypes = schema
      .getPossibleTypes(assertInterfaceType(schema.getType('ProductInterface')))
      .map((type) => type.name)
      .sort();
    expect(productTypes).toEqual([
      'BundleProduct',
      'ConfigurableProduct',
      'DownloadableProduct',
      'GroupedProduct',
      'SimpleProduct',
      'VirtualProduct',
    ]);
    const routable = schema
      .getPossibleTypes(assertInterfaceType(schema.getType('RoutableInterface')))
      .map((type) => type.name);
    expect(routable).toEqual(expect.arrayContaining([...productTypes, 'CategoryTree', 'CmsPage']));
  });
});

describe.skipIf(!existsSync(REFERENCE_SCHEMA))('compatibility with Magento 2.4.8', () => {
  const reference = once(() => buildSchema(readFileSync(REFERENCE_SCHEMA, 'utf8')));
  const magentoWithModules = once(() => extendSchema(reference(), parse(extensionsSdl)));

  it('magento.graphql matches the reference schema exactly where it overlaps', () => {
    const problems = compatibilityProblems(buildSchema(magentoSdl), reference());
    expect(problems, `differences from Magento:\n${problems.join('\n')}`).toEqual([]);
  });

  it('extensions.graphql adds only new names and changes Magento types only through extend', () => {
    const ref = reference();
    const ours = buildSchema(magentoSdl);
    const problems: string[] = [];
    for (const node of parse(extensionsSdl).definitions) {
      if (TYPE_DEFINITIONS.has(node.kind) && 'name' in node && node.name) {
        const name = node.name.value;
        if (ref.getType(name)) problems.push(`type ${name} shadows Magento's type of that name`);
        if (ours.getType(name)) problems.push(`type ${name} is already in magento.graphql`);
      } else if (TYPE_EXTENSIONS.has(node.kind) && 'name' in node && node.name) {
        const name = node.name.value;
        if (!ours.getType(name))
          problems.push(`extend ${name}: the type is not in magento.graphql`);
        const refType = ref.getType(name);
        const refMembers = new Set<string>(
          !refType
            ? []
            : isEnumType(refType)
              ? refType.getValues().map((value) => value.name)
              : 'getFields' in refType
                ? Object.keys(refType.getFields())
                : [],
        );
        for (const member of membersOf(node)) {
          if (refMembers.has(member.name.value)) {
            problems.push(`extend ${name}: Magento already has ${name}.${member.name.value}`);
          }
        }
      } else if (node.kind !== Kind.DIRECTIVE_DEFINITION) {
        problems.push(`unexpected ${node.kind} in extensions.graphql`);
      } else if (ref.getDirective(node.name.value)) {
        problems.push(`directive @${node.name.value} shadows Magento's`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(Object.entries(SAMPLE_OPERATIONS))(
    'the %s operation also validates against real Magento plus extensions.graphql',
    (_name, operation) => {
      const errors = validate(magentoWithModules(), parse(operation)).map((error) => error.message);
      expect(errors).toEqual([]);
    },
  );
});
