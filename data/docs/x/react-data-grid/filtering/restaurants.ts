// Restaurants of ten cities, shared by the filtering demos of this page and of the pages under
// it. Names and cities keep their accents: the diacritics demos filter on them.

export interface Restaurant {
  id: number;
  name: string;
  city: string;
  cuisine: string;
  rating: number;
  priceLevel: number;
  openedOn: Date;
}

export const restaurants: Restaurant[] = [
  {
    id: 1,
    name: 'Café Lumière',
    city: 'Montréal',
    cuisine: 'French',
    rating: 4.6,
    priceLevel: 3,
    openedOn: new Date(2012, 4, 3),
  },
  {
    id: 2,
    name: 'Taquería El Patrón',
    city: 'México',
    cuisine: 'Mexican',
    rating: 4.4,
    priceLevel: 1,
    openedOn: new Date(2018, 8, 21),
  },
  {
    id: 3,
    name: 'Smørrebrød Hjørnet',
    city: 'København',
    cuisine: 'Danish',
    rating: 4.1,
    priceLevel: 2,
    openedOn: new Date(2015, 1, 11),
  },
  {
    id: 4,
    name: 'Trattoria Nonna Pia',
    city: 'Bologna',
    cuisine: 'Italian',
    rating: 4.8,
    priceLevel: 2,
    openedOn: new Date(2009, 10, 5),
  },
  {
    id: 5,
    name: 'Crêperie Ty Breizh',
    city: 'Rennes',
    cuisine: 'French',
    rating: 4.2,
    priceLevel: 1,
    openedOn: new Date(2020, 6, 14),
  },
  {
    id: 6,
    name: 'Izakaya Tōge',
    city: 'Ōsaka',
    cuisine: 'Japanese',
    rating: 4.7,
    priceLevel: 3,
    openedOn: new Date(2016, 3, 28),
  },
  {
    id: 7,
    name: 'Pão de Açúcar',
    city: 'São Paulo',
    cuisine: 'Brazilian',
    rating: 3.9,
    priceLevel: 2,
    openedOn: new Date(2021, 0, 19),
  },
  {
    id: 8,
    name: 'Bistro Zürichsee',
    city: 'Zürich',
    cuisine: 'Swiss',
    rating: 4.3,
    priceLevel: 4,
    openedOn: new Date(2011, 8, 2),
  },
  {
    id: 9,
    name: 'Mezze & Más',
    city: 'Málaga',
    cuisine: 'Lebanese',
    rating: 4.5,
    priceLevel: 2,
    openedOn: new Date(2019, 5, 7),
  },
  {
    id: 10,
    name: 'Ramen Kōbō',
    city: 'Tōkyō',
    cuisine: 'Japanese',
    rating: 4.0,
    priceLevel: 1,
    openedOn: new Date(2022, 2, 30),
  },
];
