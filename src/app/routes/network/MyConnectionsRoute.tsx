import MyConnectionsPage from '@/features/connections/pages/MyConnectionsPage';
import { cardRating } from '@/app/routes/network/card-rating';

/** My Connections with each provider's rating on their card (reviews). */
export default function MyConnectionsRoute() {
  return <MyConnectionsPage renderRating={cardRating} />;
}
