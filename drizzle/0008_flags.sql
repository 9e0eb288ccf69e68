CREATE TABLE "feature_flags" (
	"name" text NOT NULL,
	"environment" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"variant" jsonb,
	"impression_data" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_environment_name_pk" PRIMARY KEY("environment","name")
);
--> statement-breakpoint
CREATE TABLE "flag_metrics" (
	"environment" text NOT NULL,
	"app_name" text NOT NULL,
	"flag_name" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"yes" bigint DEFAULT 0 NOT NULL,
	"no" bigint DEFAULT 0 NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flag_metrics_environment_flag_name_app_name_hour_pk" PRIMARY KEY("environment","flag_name","app_name","hour")
);
