/** A tour as the API sends it, to the public site and the back office alike (tours.dto.ts). */
export interface TourDto {
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
