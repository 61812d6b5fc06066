export interface AdminTour {
  id: number;
  title: string;
  category: string;
  description: string;
  price: number;
  children_price: number | null;
  currency: string;
  duration: string;
  location: string;
  image: string | null;
  features: string[];
  inclusions: string[];
  exclusions: string[];
  is_active: boolean;
}

export const TOURS_KEY = ['admin', 'tours'] as const;
