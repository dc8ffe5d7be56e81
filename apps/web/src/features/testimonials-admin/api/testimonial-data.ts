/** What the editor sends: both texts and the photo's file id, or null for none. */
export interface TestimonialData {
  name: string;
  message: string;
  photo: number | null;
}
