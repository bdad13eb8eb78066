// remote-admin: one exposed module per page (DESIGN.md §1-2); the host owns the URL space.
module.exports = {
  name: 'admin',
  filename: 'remoteEntry.js',
  exposes: {
    './CompanyProfile': './src/pages/CompanyProfile.tsx',
    './OrganizationDetails': './src/pages/OrganizationDetails.tsx',
    './OrganizationDetail': './src/pages/OrganizationDetail.tsx',
    './EditOrganization': './src/pages/EditOrganization.tsx',
    './ParkingLot': './src/pages/ParkingLot.tsx',
    './ParkingInfo': './src/pages/ParkingInfo.tsx',
    './ParkingLotPricing': './src/pages/ParkingLotPricing.tsx',
    './AccessCodes': './src/pages/AccessCodes.tsx',
    './DiscountCode': './src/pages/DiscountCode.tsx',
    './CreateDriver': './src/pages/CreateDriver.tsx',
    './Assets': './src/pages/Assets.tsx',
    './Amenities': './src/pages/Amenities.tsx',
    './AssetType': './src/pages/AssetType.tsx',
    './EquipmentType': './src/pages/EquipmentType.tsx',
    './CarrierOrganization': './src/pages/CarrierOrganization.tsx',
    './AddCarrier': './src/pages/AddCarrier.tsx',
    './CarrierAssets': './src/pages/CarrierAssets.tsx',
  },
};
