CREATE TABLE "list_entries" (
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"title" text NOT NULL,
	"year" integer,
	"thumbnail" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_entries_user_id_list_title_type_title_id_pk" PRIMARY KEY("user_id","list","title_type","title_id")
);
--> statement-breakpoint
ALTER TABLE "list_entries" ADD CONSTRAINT "list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;