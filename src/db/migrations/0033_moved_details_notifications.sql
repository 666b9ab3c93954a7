-- A cook's kept rating, notes or tags changed: their own state on that recipe's page is read afresh
-- in every process (the function announces the row's recipe, as for reviews).
CREATE TRIGGER moved_recipe_details_notify_change AFTER INSERT OR UPDATE OR DELETE ON moved_recipe_details
FOR EACH ROW EXECUTE FUNCTION notify_review_change();
