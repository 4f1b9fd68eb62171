import type { VendorType } from '@marketday/shared';

type DemoVendor = {
  businessName: string;
  type: VendorType;
  phone: string;
  receiptEmail: string;
  producerNames: string | null;
};

// Eight vendors across the three types, as a manager would have them on file.
export const DEMO_VENDORS: DemoVendor[] = [
  {
    businessName: 'Green Valley Produce',
    type: 'PRODUCER',
    phone: '555-201-0001',
    receiptEmail: 'greenvalley@example.com',
    producerNames: 'Jorge Diaz',
  },
  {
    businessName: 'Hilltop Orchards',
    type: 'PRODUCER',
    phone: '555-201-0002',
    receiptEmail: 'hilltop@example.com',
    producerNames: 'Beth Young, Carl Young',
  },
  {
    businessName: 'Bee Happy Honey',
    type: 'PRODUCER',
    phone: '555-201-0003',
    receiptEmail: 'beehappy@example.com',
    producerNames: 'Nina Patel',
  },
  {
    businessName: 'Coastal Catch',
    type: 'PRODUCER',
    phone: '555-201-0004',
    receiptEmail: 'coastal@example.com',
    producerNames: 'Sam Ortiz',
  },
  {
    businessName: 'Rise & Shine Bakery',
    type: 'NON_PRODUCER',
    phone: '555-201-0005',
    receiptEmail: 'rise@example.com',
    producerNames: null,
  },
  {
    businessName: 'Salsa Verde Kitchen',
    type: 'NON_PRODUCER',
    phone: '555-201-0006',
    receiptEmail: 'salsa@example.com',
    producerNames: null,
  },
  {
    businessName: 'Handmade Candle Co',
    type: 'ANCILLARY',
    phone: '555-201-0007',
    receiptEmail: 'candles@example.com',
    producerNames: null,
  },
  {
    businessName: 'Knife Sharpening Sam',
    type: 'ANCILLARY',
    phone: '555-201-0008',
    receiptEmail: 'sharp@example.com',
    producerNames: null,
  },
];
