// The pages remote-admin serves: the one list its build writes into mf-manifest.json
// (metaData.haulstop, DESIGN §9) and its exposes. The console builds its routes and drawer from it:
// adding a page is an entry here (route, module, menu place and label texts, access), nothing in the host.
const { remotePage } = require('../scripts/remote-pages.cjs');

/** @type {import('@haulstop/shared/menu').RemotePagesFile} */
module.exports = {
  requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' },
  pages: [
    remotePage('/organizationDetails', 'OrganizationDetails', {
      menu: {
        group: 'administrator',
        order: 101,
        labelKey: 'menu.organizationDetails',
        labels: {
          en: 'Organization Details',
          fr: "Détails de l'organisation",
          es: 'Detalles de la organización',
        },
        iconClass: 'organization',
        orgType: ['parking lot owner'],
        view: 'admin',
        innerRoute: '/companyProfile',
        relatedRoutes: ['/organizationDetails/editOrganization', '/organizationdetails'],
      },
    }),
    remotePage('/organizationDetails/editOrganization', 'EditOrganization'),
    remotePage('/organizationdetails/:orgId', 'OrganizationDetail'),
    remotePage('/companyProfile', 'CompanyProfile', {
      menu: {
        group: 'administrator',
        order: 102,
        labelKey: 'menu.companyProfile',
        labels: {
          en: 'Company Profile',
          fr: "Profil de l'entreprise",
          es: 'Perfil de la empresa',
        },
        iconClass: 'company',
        orgType: ['carrier', 'parking lot owner', 'broker'],
      },
    }),
    remotePage('/amenities', 'Amenities', {
      menu: {
        group: 'administrator',
        order: 103,
        labelKey: 'menu.amenities',
        labels: {
          en: 'Amenities',
          fr: 'Commodités',
          es: 'Servicios',
        },
        iconClass: 'amenities',
        view: 'admin',
      },
    }),
    remotePage('/parkingLot', 'ParkingLot', {
      menu: {
        group: 'administrator',
        order: 104,
        labelKey: 'menu.parkingLots',
        labels: {
          en: 'Parking Lots',
          fr: 'Stationnements',
          es: 'Estacionamientos',
        },
        iconClass: 'parking',
        orgType: ['parking lot owner'],
        innerRoute: '/parkingInfo',
      },
    }),
    remotePage('/parkingInfo', 'ParkingInfo'),
    remotePage('/parkinglotpricing', 'ParkingLotPricing', {
      menu: {
        group: 'reports',
        order: 303,
        labelKey: 'menu.parkingLotPricing',
        labels: {
          en: 'Parking Lot Pricing',
          fr: 'Tarifs des stationnements',
          es: 'Tarifas de estacionamiento',
        },
        iconClass: 'pricing',
        orgType: ['parking lot owner'],
      },
    }),
    remotePage('/createDriver', 'CreateDriver', {
      menu: {
        group: 'administrator',
        order: 105,
        labelKey: 'menu.drivers',
        labels: {
          en: 'Drivers',
          fr: 'Chauffeurs',
          es: 'Conductores',
        },
        iconClass: 'driver',
        orgType: ['carrier', 'broker'],
      },
    }),
    remotePage('/parkinglotAccessCode', 'AccessCodes', {
      menu: {
        group: 'administrator',
        order: 106,
        labelKey: 'menu.accessCodes',
        labels: {
          en: 'Access Codes',
          fr: "Codes d'accès",
          es: 'Códigos de acceso',
        },
        iconClass: 'access-code',
        orgType: ['parking lot owner'],
      },
    }),
    remotePage('/discountCode', 'DiscountCode', {
      menu: {
        group: 'administrator',
        order: 107,
        labelKey: 'menu.discountCodes',
        labels: {
          en: 'Discount Codes',
          fr: 'Codes de réduction',
          es: 'Códigos de descuento',
        },
        iconClass: 'discount',
        orgType: ['parking lot owner', 'carrier', 'broker'],
        notFor: 'Manager',
      },
    }),
    remotePage('/assets', 'Assets', {
      menu: {
        group: 'administrator',
        order: 109,
        labelKey: 'menu.assets',
        labels: {
          en: 'Assets',
          fr: 'Véhicules',
          es: 'Activos',
        },
        iconClass: 'asset',
        orgType: ['carrier', 'broker'],
      },
    }),
    remotePage('/assetType', 'AssetType', {
      menu: {
        group: 'administrator',
        order: 110,
        labelKey: 'menu.assetTypes',
        labels: {
          en: 'Asset Types',
          fr: 'Types de véhicule',
          es: 'Tipos de activo',
        },
        iconClass: 'asset-type',
        view: 'admin',
      },
    }),
    remotePage('/equipmentType', 'EquipmentType', {
      menu: {
        group: 'administrator',
        order: 111,
        labelKey: 'menu.equipmentTypes',
        labels: {
          en: 'Equipment Types',
          fr: "Types d'équipement",
          es: 'Tipos de equipo',
        },
        iconClass: 'equipment',
        view: 'admin',
      },
    }),
    remotePage('/remoteVersions', 'RemoteVersions', {
      menu: {
        group: 'administrator',
        order: 112,
        labelKey: 'menu.remoteVersions',
        labels: {
          en: 'Remote Versions',
          fr: 'Versions des modules',
          es: 'Versiones de los módulos',
        },
        iconClass: 'settings',
        view: 'admin',
      },
    }),
    remotePage('/carrierOrganization', 'CarrierOrganization', {
      menu: {
        group: 'carrierNetwork',
        order: 201,
        labelKey: 'menu.carrierOrganizations',
        labels: {
          en: 'Carrier Organizations',
          fr: 'Organisations de transporteurs',
          es: 'Organizaciones de transportistas',
        },
        iconClass: 'carrier',
        orgType: ['carrier', 'broker'],
        view: 'user',
        carrierNetwork: true,
        relatedRoutes: ['/editCarrierDetails'],
      },
    }),
    remotePage('/addCarrier', 'AddCarrier', {
      menu: {
        group: 'carrierNetwork',
        order: 202,
        labelKey: 'menu.addCarrier',
        labels: {
          en: 'Add Carrier',
          fr: 'Ajouter un transporteur',
          es: 'Agregar transportista',
        },
        iconClass: 'add-carrier',
        orgType: ['carrier', 'broker'],
        view: 'user',
        carrierNetwork: true,
      },
    }),
    remotePage('/editCarrierDetails', 'EditCarrierDetails'),
    remotePage('/carrierAssets', 'CarrierAssets', {
      menu: {
        group: 'carrierNetwork',
        order: 203,
        labelKey: 'menu.carrierAssets',
        labels: {
          en: 'Carrier Assets',
          fr: 'Véhicules des transporteurs',
          es: 'Activos de transportistas',
        },
        iconClass: 'carrier-asset',
        orgType: ['carrier', 'broker'],
        view: 'user',
        carrierNetwork: true,
        relatedRoutes: ['/addCarrierAsset'],
      },
    }),
    remotePage('/addCarrierAsset', 'AddCarrierAsset'),
    remotePage('/apihub', 'ApiHub', {
      menu: {
        group: null,
        order: 8,
        labelKey: 'menu.apiHub',
        labels: {
          en: 'API hub',
          fr: 'Centre API',
          es: 'Centro de API',
        },
        iconClass: 'api',
        orgType: ['carrier', 'broker'],
      },
    }),
  ],
};
