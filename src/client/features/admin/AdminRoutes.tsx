export function AdminRoutes() {
  return null;
}
